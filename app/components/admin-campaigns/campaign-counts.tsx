import type { CampaignDetail } from "../../../worker/contract/campaigns";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { countText } from "./labels";

const counts = [
  ["recipients", "countRecipients"],
  ["queued", "countQueued"],
  ["sent", "countSent"],
  ["failed", "countFailed"],
  ["unsubscribed", "countUnsubscribed"],
  ["pushes", "countPushes"],
  ["notices", "countNotices"],
] as const;

/** A campaign's numbers, each a term and its value (refreshed by the detail query while it sends). */
export function CampaignCounts({ detail, polling }: { detail: CampaignDetail; polling: boolean }) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  return (
    <section aria-labelledby="campaign-counts" className="grid gap-3">
      <h2 id="campaign-counts" className="text-xl font-bold text-slate-900">
        {t("countsHeading")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {counts.map(([field, label]) => (
          <div key={field} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{t(label)}</dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums">
              {countText(language, detail[field])}
            </dd>
          </div>
        ))}
      </dl>
      {polling ? <p className="text-sm text-slate-600">{t("refreshing")}</p> : null}
    </section>
  );
}
