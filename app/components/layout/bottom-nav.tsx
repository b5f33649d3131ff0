import { Link, useRouterState } from "@tanstack/react-router";
import { LogOut, Menu, MessageSquare, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n";
import { messagesNavMessages } from "../../i18n/messages/messages-nav";
import { shellMessages } from "../../i18n/messages/shell";
import { signOutClearingCaches } from "../../lib/sign-out";
import { useAuth } from "../../queries/auth";
import { MessagesUnreadBadge } from "../messages/unread-badge";
import { barVariantFor } from "./bottom-nav-variants";
import { isActivePath } from "./nav-items";
import { staffLinks } from "./staff-links";

const barLinkClass = (active: boolean) =>
  `flex flex-col items-center gap-1 py-2 text-xs ${active ? "text-brand-700" : "text-slate-600"}`;
const tileClass =
  "flex flex-col items-center gap-2 rounded-lg border border-slate-200 p-4 text-sm font-medium";

/**
 * Signed-in phones only (hidden from md up): the variant's entries and More, which opens the Menu
 * sheet. Members get Home, Network, Jobs, Business and Messages (bottom-nav-variants.ts); the sheet adds
 * Admin for administrators and My door duties for stewards (staff-links.ts).
 */
export function BottomNav() {
  const t = useT(shellMessages);
  const tm = useT(messagesNavMessages);
  const { user } = useAuth();
  const variant = barVariantFor(user);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sheetOpen) return;
    sheetRef.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setSheetOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [sheetOpen]);

  const messagesActive = isActivePath(pathname, "/messages");
  return (
    <>
      <nav
        aria-label={t("mobileNavigation")}
        data-testid="bottom-nav"
        data-variant={variant.name}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <ul className={`grid ${variant.messagesInBar ? "grid-cols-6" : "grid-cols-5"}`}>
          {variant.bar.map(({ to, label, Icon }) => {
            const active = isActivePath(pathname, to);
            return (
              <li key={to}>
                <Link to={to} aria-current={active ? "page" : undefined} className={barLinkClass(active)}>
                  <Icon aria-hidden="true" className="size-5" />
                  {t(label)}
                </Link>
              </li>
            );
          })}
          {variant.messagesInBar ? (
            <li>
              <Link
                to="/messages"
                aria-current={messagesActive ? "page" : undefined}
                className={barLinkClass(messagesActive)}
              >
                <span className="relative">
                  <MessageSquare aria-hidden="true" className="size-5" />
                  <MessagesUnreadBadge />
                </span>
                {tm("navMessages")}
              </Link>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onClick={() => setSheetOpen(true)}
              className="flex w-full flex-col items-center gap-1 py-2 text-xs text-slate-600"
            >
              <Menu aria-hidden="true" className="size-5" />
              {t("navMore")}
            </button>
          </li>
        </ul>
      </nav>
      {sheetOpen ? (
        <div className="fixed inset-0 z-50 md:hidden">
          <button
            type="button"
            aria-label={t("close")}
            tabIndex={-1}
            className="absolute inset-0 bg-black/40"
            onClick={() => setSheetOpen(false)}
          />
          <div
            ref={sheetRef}
            role="dialog"
            aria-modal="true"
            aria-labelledby="more-sheet-title"
            className="absolute inset-x-0 bottom-0 rounded-t-2xl bg-white p-4 pb-8"
          >
            <div className="mb-4 flex items-center justify-between">
              <h2 id="more-sheet-title" className="text-lg font-semibold">
                {t("menu")}
              </h2>
              <button
                type="button"
                aria-label={t("close")}
                className="rounded-md p-2"
                onClick={() => setSheetOpen(false)}
              >
                <X aria-hidden="true" />
              </button>
            </div>
            <div className="grid grid-cols-2 gap-3">
              {[...variant.sheet, ...(user ? staffLinks(user) : [])].map(({ to, label, Icon }) => (
                <Link key={to} to={to} className={tileClass} onClick={() => setSheetOpen(false)}>
                  <Icon aria-hidden="true" className="size-6 text-brand-700" />
                  {t(label)}
                </Link>
              ))}
              {/* The spec's mobile menu has Messages (the member variant has it in the bar instead). */}
              {variant.messagesInBar ? null : (
                <Link to="/messages" className={tileClass} onClick={() => setSheetOpen(false)}>
                  <span className="relative">
                    <MessageSquare aria-hidden="true" className="size-6 text-brand-700" />
                    <MessagesUnreadBadge />
                  </span>
                  {tm("navMessages")}
                </Link>
              )}
              <a href="/api/logout" className={tileClass} onClick={signOutClearingCaches}>
                <LogOut aria-hidden="true" className="size-6 text-red-600" />
                {t("tileLogout")}
              </a>
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
