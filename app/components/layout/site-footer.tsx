import { Link } from "@tanstack/react-router";
import { externalLinks, marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { shellMessages } from "../../i18n/messages/shell";
import { LanguageSwitch } from "./language-switch";
import type { NavItem } from "./nav-items";

const quickLinks: NavItem[] = [
  { to: "/register", label: "footerRegister" },
  { to: "/membership", label: "footerMembership" },
  { to: "/membership-card", label: "membershipCard" },
  { to: "/events", label: "footerEvents" },
  { to: "/business", label: "footerBusiness" },
  { to: "/jobs", label: "footerJobs" },
];
const legalLinks: NavItem[] = [
  { to: "/privacy", label: "footerPrivacy" },
  { to: "/terms", label: "footerTerms" },
  { to: "/contact", label: "footerContact" },
];

export function SiteFooter() {
  const t = useT(shellMessages);
  const year = new Date().getFullYear();
  const linkList = (links: NavItem[]) => (
    <ul className="grid gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-sm text-slate-300 hover:text-white">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <p className="text-lg font-bold text-white">{t("communityName")}</p>
          <p className="text-sm text-slate-300">{t("footerTagline", { year: marketing.foundedYear })}</p>
          <LanguageSwitch />
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="mb-3 font-semibold text-white">
            {t("footerQuickLinks")}
          </h2>
          {linkList(quickLinks)}
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 font-semibold text-white">
            {t("footerLegal")}
          </h2>
          {linkList(legalLinks)}
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{t("footerFollow")}</h2>
          <ul className="grid gap-2">
            {externalLinks.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm text-slate-300 hover:text-white"
                >
                  {social.name} <span className="sr-only">{t("opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        {t("footerRights", { year, name: t("communityName") })}
      </p>
    </footer>
  );
}
