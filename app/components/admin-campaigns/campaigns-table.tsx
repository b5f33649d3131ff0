import { Link } from "@tanstack/react-router";
import type { CampaignSummary } from "../../../worker/contract/campaigns";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { ScrollBox } from "../ui/scroll-box";
import { CampaignStatusBadge } from "./campaign-status-badge";
import { channelLabel, countText, kindLabel, riyadhText } from "./labels";

const columns = [
  "colName",
  "colKind",
  "colStatus",
  "colChannels",
  "colWhen",
  "colRecipients",
  "colSentFailed",
] as const;

/** Every campaign, newest first; the name opens its page. */
export function CampaignsTable({ campaigns }: { campaigns: CampaignSummary[] }) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  const count = (value: number) => countText(language, value);
  return (
    <ScrollBox label={t("tableCaption")} className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("tableCaption")}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {columns.map((key) => (
              <th key={key} scope="col" className="px-2 py-2 text-start font-semibold">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <tr key={campaign.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="px-2 py-2 text-start font-medium">
                <Link
                  to="/admin/campaigns/$id"
                  params={{ id: campaign.id }}
                  className="text-brand-800 underline"
                >
                  {campaign.name}
                </Link>
              </th>
              <td className="px-2 py-2">{t(kindLabel[campaign.kind])}</td>
              <td className="px-2 py-2">
                <CampaignStatusBadge status={campaign.status} />
              </td>
              <td className="px-2 py-2">
                {campaign.channels.map((channel) => t(channelLabel[channel])).join(", ")}
              </td>
              <td className="px-2 py-2 whitespace-nowrap">
                {campaign.sendAt
                  ? t("sendsOn", { date: riyadhText(language, campaign.sendAt) })
                  : t("createdOn", { date: riyadhText(language, campaign.createdAt) })}
              </td>
              <td className="px-2 py-2 tabular-nums">{count(campaign.recipients)}</td>
              <td className="px-2 py-2 tabular-nums">
                {t("sentFailed", { sent: count(campaign.sent), failed: count(campaign.failed) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
