import type { CampaignDetail } from "../../../worker/contract/campaigns";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { ScrollBox } from "../ui/scroll-box";
import { riyadhText } from "./labels";

/** The mails that failed, with the transport's reason; an empty state says there are none. */
export function CampaignFailures({ failures }: { failures: CampaignDetail["failures"] }) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  return (
    <section aria-labelledby="campaign-failures" className="grid gap-3">
      <h2 id="campaign-failures" className="text-xl font-bold text-slate-900">
        {t("failuresHeading")}
      </h2>
      {failures.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
          {t("noFailures")}
        </p>
      ) : (
        <ScrollBox label={t("failuresCaption")} className="overflow-x-auto">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("failuresCaption")}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                {(["failureTo", "failureReason", "failureAt"] as const).map((key) => (
                  <th key={key} scope="col" className="px-2 py-2 text-start font-semibold">
                    {t(key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {failures.map((failure) => (
                <tr key={`${failure.to}-${failure.at}`} className="border-b border-slate-200 align-top">
                  <th scope="row" className="px-2 py-2 text-start font-medium">
                    <span dir="ltr">{failure.to}</span>
                  </th>
                  <td className="px-2 py-2">
                    <span dir="auto">{failure.reason}</span>
                  </td>
                  <td className="px-2 py-2 whitespace-nowrap">{riyadhText(language, failure.at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </section>
  );
}
