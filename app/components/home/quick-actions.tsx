import { Link } from "@tanstack/react-router";
import { BadgeCheck, GraduationCap, Handshake, Plane } from "lucide-react";
import { useT } from "../../i18n";
import { homeMessages } from "../../i18n/messages/home";

const linkClass =
  "flex items-center gap-3 rounded-md px-2 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:bg-slate-50";
const iconClass = "size-4 shrink-0 text-brand-700";

/**
 * Spec point 2's four quick actions, each to the page that serves it: trade through the
 * partnerships page (the feed has no trade filter), visas through the help article on jobs with
 * visa sponsorship, halal through the directory's halal filter, mentors through /mentorship.
 */
export function QuickActions() {
  const t = useT(homeMessages);
  return (
    <nav aria-labelledby="home-quick-actions" className="card grid gap-2" data-testid="quick-actions">
      <h2 id="home-quick-actions" className="text-base font-semibold text-slate-900">
        {t("quickActions")}
      </h2>
      <ul className="grid gap-1">
        <li>
          <Link to="/partnerships" className={linkClass}>
            <Handshake aria-hidden="true" className={iconClass} />
            {t("tradeOpportunities")}
          </Link>
        </li>
        <li>
          <Link to="/help-center" search={{ article: "visa-jobs" }} className={linkClass}>
            <Plane aria-hidden="true" className={iconClass} />
            {t("visaGuidance")}
          </Link>
        </li>
        <li>
          <Link to="/business" search={{ halal: true }} className={linkClass}>
            <BadgeCheck aria-hidden="true" className={iconClass} />
            {t("halalCertification")}
          </Link>
        </li>
        <li>
          <Link to="/mentorship" className={linkClass}>
            <GraduationCap aria-hidden="true" className={iconClass} />
            {t("findMentor")}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
