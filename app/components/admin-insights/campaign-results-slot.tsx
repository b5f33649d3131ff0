import { useT } from "../../i18n";
import { adminInsightsMessages } from "../../i18n/messages/admin-insights";

/**
 * TODO(issue 34, campaigns): the campaign results report goes here (queued, sent, failed and
 * unsubscribed per campaign, chart + table + CSV/XLSX like the others). The campaigns tables are on
 * another branch; until they merge this slot says what will appear.
 */
export function CampaignResultsSlot() {
  const t = useT(adminInsightsMessages);
  return (
    <section
      aria-labelledby="report-campaigns"
      data-slot="campaign-results"
      className="grid gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-4"
    >
      <h2 id="report-campaigns" className="text-lg font-bold text-slate-900">
        {t("campaignsHeading")}
      </h2>
      <p className="text-sm text-slate-600">{t("campaignsPending")}</p>
    </section>
  );
}
