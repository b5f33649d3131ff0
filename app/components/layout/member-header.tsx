import { Link, useNavigate, useRouterState } from "@tanstack/react-router";
import { Briefcase, Building2, Home, MessageSquare, MessagesSquare, Search, Users } from "lucide-react";
import { useState } from "react";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { messagesNavMessages } from "../../i18n/messages/messages-nav";
import { shellMessages } from "../../i18n/messages/shell";
import { MessagesUnreadBadge } from "../messages/unread-badge";
import { NotificationBell } from "../notifications/notification-bell";
import { AvatarMenu } from "./avatar-menu";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { isActivePath, type NavItem } from "./nav-items";

const memberIcons = [
  { to: "/", label: "navHome", Icon: Home },
  { to: "/members", label: "navNetwork", Icon: Users },
  { to: "/jobs", label: "navJobs", Icon: Briefcase },
  { to: "/business", label: "navBusiness", Icon: Building2 },
  { to: "/forums", label: "navForums", Icon: MessagesSquare },
] satisfies (NavItem & { Icon: typeof Home })[];

/** The signed-in header (spec point 2), shown from medium screens up; phones get MobileHeader + BottomNav. */
export function MemberHeader({ user }: { user: CurrentUser }) {
  const t = useT(shellMessages);
  const tm = useT(messagesNavMessages);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const navigate = useNavigate();
  const [query, setQuery] = useState("");

  return (
    <header className="sticky top-0 z-40 hidden border-b border-slate-200 bg-white md:block">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        {/* The wordmark keeps its width; the search box gives way first. */}
        <div className="shrink-0">
          <Logo compact />
        </div>
        <search className="relative min-w-0 max-w-md flex-1">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void navigate({ to: "/search", search: { q: query.trim() || undefined } });
            }}
          >
            <label htmlFor="member-search" className="sr-only">
              {t("searchLabel")}
            </label>
            <Search
              aria-hidden="true"
              className="absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            />
            <input
              id="member-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t("searchPlaceholder")}
              className="w-full rounded-full border border-slate-300 bg-slate-50 py-2 ps-9 pe-3 text-sm"
            />
          </form>
        </search>
        <nav aria-label={t("mainNavigation")} className="ms-auto flex items-center gap-1">
          {memberIcons.map(({ to, label, Icon }) => {
            const active = isActivePath(pathname, to);
            return (
              <Link
                key={to}
                to={to}
                aria-label={t(label)}
                title={t(label)}
                aria-current={active ? "page" : undefined}
                className={`rounded-md p-2 ${active ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:text-brand-700"}`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </Link>
            );
          })}
          <Link
            to="/messages"
            aria-label={tm("navMessages")}
            title={tm("navMessages")}
            aria-current={isActivePath(pathname, "/messages") ? "page" : undefined}
            className={`relative rounded-md p-2 ${isActivePath(pathname, "/messages") ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:text-brand-700"}`}
          >
            <MessageSquare aria-hidden="true" className="size-5" />
            <MessagesUnreadBadge />
          </Link>
          <NotificationBell />
        </nav>
        <LanguageSwitch />
        <AvatarMenu user={user} />
      </div>
    </header>
  );
}
