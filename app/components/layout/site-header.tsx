import { Link, useRouterState } from "@tanstack/react-router";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useCallback, useState } from "react";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { isActivePath, publicNavItems } from "./nav-items";

// Loaded when first opened: the first visit to / does not download the phone menu.
const MobileMenu = lazy(() => import("./mobile-menu").then((m) => ({ default: m.MobileMenu })));

/** The signed-out header (spec point 2): top links, Sign In, Sign Up and a mobile menu. */
export function SiteHeader() {
  const t = useT(shellMessages);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const linkClass = (to: string) =>
    `rounded-md px-3 py-2 text-sm font-medium ${
      isActivePath(pathname, to) ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:text-brand-700"
    }`;

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
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
        <Suspense>
          <MobileMenu onClose={closeMenu} />
        </Suspense>
      ) : null}
    </header>
  );
}
