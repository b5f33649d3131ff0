import { Link, useRouterState } from "@tanstack/react-router";
import { Menu, X } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { isActivePath, publicNavItems } from "./nav-items";

/** The signed-out header (spec point 2): top links, Sign In, Sign Up and a mobile menu. */
export function SiteHeader() {
  const t = useT(shellMessages);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);

  const linkClass = (to: string) =>
    `rounded-md px-3 py-2 text-sm font-medium ${
      isActivePath(pathname, to) ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:text-brand-700"
    }`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape bubbles up from the menu's own links and button; the header itself takes no input.
    <header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur"
      // Escape closes the open menu from anywhere in it, and focus goes back to the menu button.
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menuOpen) return;
        setMenuOpen(false);
        event.currentTarget.querySelector<HTMLElement>("[aria-controls]")?.focus();
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label={t("mainNavigation")} className="hidden items-center gap-1 md:flex">
          {publicNavItems.map((item) => (
            <Link
              key={item.to}
              to={item.to}
              className={linkClass(item.to)}
              aria-current={isActivePath(pathname, item.to) ? "page" : undefined}
            >
              {t(item.label)}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitch />
          <Link to="/login" className="btn-ghost">
            {t("signIn")}
          </Link>
          <Link to="/signup" className="btn-primary">
            {t("signUp")}
          </Link>
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("closeMenu") : t("openMenu")}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label={t("mobileNavigation")}
          className="border-t border-slate-200 px-4 pb-4 md:hidden"
        >
          <ul className="grid gap-1 py-2">
            {publicNavItems.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={`block ${linkClass(item.to)}`}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
          <div className="grid gap-2">
            <Link to="/register" className="btn-primary" onClick={() => setMenuOpen(false)}>
              {t("registerHighTea")}
            </Link>
            <Link to="/membership" className="btn-outline" onClick={() => setMenuOpen(false)}>
              {t("becomeMember")}
            </Link>
            <div className="flex items-center justify-between gap-2 pt-2">
              <LanguageSwitch />
              <div className="flex gap-2">
                <Link to="/login" className="btn-ghost" onClick={() => setMenuOpen(false)}>
                  {t("signIn")}
                </Link>
                <Link to="/signup" className="btn-outline" onClick={() => setMenuOpen(false)}>
                  {t("signUp")}
                </Link>
              </div>
            </div>
          </div>
        </nav>
      ) : null}
    </header>
  );
}
