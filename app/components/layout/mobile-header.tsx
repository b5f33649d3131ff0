import { Link } from "@tanstack/react-router";
import { IdCard, Search } from "lucide-react";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { NotificationBell } from "../notifications/notification-bell";
import { Avatar } from "./avatar";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";

/** Phones, signed in: logo and short name (or a page title) over a welcome with the member's first name. */
export function MobileHeader({ user, title }: { user: CurrentUser; title?: string }) {
  const t = useT(shellMessages);
  return (
    <header className="sticky top-0 z-40 flex min-h-14 items-center justify-between gap-2 border-b border-slate-200 bg-white px-4 py-1 md:hidden">
      {/* The wordmark never shrinks; the welcome sits under it, on one line, so a tall script (Urdu's
          Nastaliq) has room and never meets the bell's unread badge. A long first name is cut short
          (min-w-0: the block may narrow to the wordmark) instead of pushing the icons off a 360 px
          phone, which never shrink. */}
      <div className="grid min-w-0 justify-items-start">
        {title ? <h1 className="text-lg font-semibold">{title}</h1> : <Logo compact />}
        {user.firstName ? (
          <span
            data-testid="header-welcome"
            className="max-w-40 min-w-0 truncate justify-self-stretch text-xs text-slate-600"
          >
            {t("welcomeName", { name: user.firstName })}
          </span>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <LanguageSwitch />
        {/* Phones have no header search box (spec point 2): this leads to the search page instead. */}
        <Link
          to="/search"
          aria-label={t("searchLabel")}
          title={t("searchLabel")}
          className="rounded-md p-2 text-slate-600"
        >
          <Search aria-hidden="true" className="size-5" />
        </Link>
        {/* The card one tap away on a phone (shown at the door and to partners). */}
        <Link
          to="/membership-card"
          aria-label={t("membershipCard")}
          title={t("membershipCard")}
          className="rounded-md p-2 text-slate-600"
        >
          <IdCard aria-hidden="true" className="size-5" />
        </Link>
        <NotificationBell />
        {user.profileImageUrl ? <Avatar user={user} size={32} /> : null}
      </div>
    </header>
  );
}
