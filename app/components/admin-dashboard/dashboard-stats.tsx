import type { AdminStats } from "../../../worker/contract/admin-dashboard";
import { useLanguage, useT } from "../../i18n";
import { adminDashboardMessages } from "../../i18n/messages/admin-dashboard";

/** Spec: shown only when the stats call fails, with a note saying so. */
export const STATS_FALLBACK: Record<keyof AdminStats, string> = {
  totalMembers: "3,000+",
  activeMembers: "2,850",
  pendingProfiles: "150",
  emailsSent: "2,950",
};

const cards = ["totalMembers", "activeMembers", "pendingProfiles", "emailsSent"] as const;

/** The four numbers of the dashboard: live from the API, or the spec's fallbacks when it failed. */
export function DashboardStats({ stats }: { stats: AdminStats | undefined }) {
  const t = useT(adminDashboardMessages);
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(language);
  return (
    <section aria-labelledby="dashboard-stats" className="mb-8">
      <h2 id="dashboard-stats" className="mb-3 text-lg font-semibold text-slate-900">
        {t("statsHeading")}
      </h2>
      {stats ? null : (
        <p role="alert" className="mb-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          {t("statsFallbackNote")}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map((key) => (
          <div key={key} className="card grid gap-1">
            <dt className="text-sm text-slate-600">{t(key)}</dt>
            <dd className="text-3xl font-bold text-brand-800" data-stat={key}>
              {stats ? number.format(stats[key]) : STATS_FALLBACK[key]}
            </dd>
            {key === "activeMembers" ? (
              <dd className="text-xs text-slate-500">{t("activeMembersHint")}</dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
