import { Link } from "@tanstack/react-router";
import { externalLinks, marketing } from "../../config/marketing";
import { useT } from "../../i18n";
import { type FooterTexts, footerMessages } from "../../i18n/messages/footer";
import { shellMessages } from "../../i18n/messages/shell";
import { LanguageSwitch } from "./language-switch";

type FooterLink = { to: string; label: keyof FooterTexts };

const quickLinks: FooterLink[] = [
  { to: "/register", label: "footerRegister" },
  { to: "/membership", label: "footerMembership" },
  { to: "/membership-card", label: "footerMembershipCard" },
  { to: "/events", label: "footerEvents" },
  { to: "/business", label: "footerBusiness" },
  { to: "/jobs", label: "footerJobs" },
];
const legalLinks: FooterLink[] = [
  { to: "/privacy", label: "footerPrivacy" },
  { to: "/terms", label: "footerTerms" },
  { to: "/contact", label: "footerContact" },
];

export function SiteFooter() {
  const t = useT(shellMessages);
  const tf = useT(footerMessages);
  const year = new Date().getFullYear();
  const linkList = (links: FooterLink[]) => (
    <ul className="grid gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-sm text-slate-300 hover:text-white">
            {tf(link.label)}
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
          <p className="text-sm text-slate-300">{tf("footerTagline", { year: marketing.foundedYear })}</p>
          <LanguageSwitch />
        </div>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="mb-3 font-semibold text-white">
            {tf("footerQuickLinks")}
          </h2>
          {linkList(quickLinks)}
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="mb-3 font-semibold text-white">
            {tf("footerLegal")}
          </h2>
          {linkList(legalLinks)}
        </nav>
        <div>
          <h2 className="mb-3 font-semibold text-white">{tf("footerFollow")}</h2>
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
        {tf("footerRights", { year, name: t("communityName") })}
      </p>
    </footer>
  );
}
