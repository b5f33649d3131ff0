import type { CampaignStatus } from "../../../worker/contract/campaigns";
import { useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { statusLabel, statusStyle } from "./labels";

/** A campaign's state in words and colour. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const t = useT(adminCampaignsMessages);
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[status]}`}
    >
      {t(statusLabel[status])}
    </span>
  );
}
