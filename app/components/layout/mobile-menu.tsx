import { Link, useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { LanguageSwitch } from "./language-switch";
import { isActivePath, publicNavItems } from "./nav-items";

export const MOBILE_MENU_ID = "mobile-menu";

/**
 * The signed-out header's phone menu. Its own chunk, loaded when first opened: the first visit to /
 * does not pay for it. Escape closes it from anywhere and gives focus back to the button that opened
 * it (the one that controls it), as a disclosure should.
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const t = useT(shellMessages);
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      document.querySelector<HTMLElement>(`[aria-controls="${MOBILE_MENU_ID}"]`)?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [onClose]);

  const linkClass = (to: string) =>
    `block rounded-md px-3 py-2 text-sm font-medium ${
      isActivePath(pathname, to) ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:text-brand-700"
    }`;

  return (
    <nav
      id={MOBILE_MENU_ID}
      aria-label={t("mobileNavigation")}
      className="border-t border-slate-200 px-4 pb-4 md:hidden"
    >
      <ul className="grid gap-1 py-2">
        {publicNavItems.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkClass(item.to)} onClick={onClose}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-2">
        <Link to="/register" className="btn-primary" onClick={onClose}>
          {t("registerHighTea")}
        </Link>
        <Link to="/membership" className="btn-outline" onClick={onClose}>
          {t("becomeMember")}
        </Link>
        <div className="flex items-center justify-between gap-2 pt-2">
          <LanguageSwitch />
          <div className="flex gap-2">
            <Link to="/login" className="btn-ghost" onClick={onClose}>
              {t("signIn")}
            </Link>
            <Link to="/signup" className="btn-outline" onClick={onClose}>
              {t("signUp")}
            </Link>
          </div>
        </div>
      </div>
    </nav>
  );
}
