import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useLanguage, useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { hasStatus } from "../../lib/api-errors";
import { AdminFrame } from "../admin/admin-frame";
import { ListState } from "../admin/kit";
import { CampaignBuilder } from "./campaign-builder";
import { CampaignCounts } from "./campaign-counts";
import { CampaignFailures } from "./campaign-failures";
import { formOf } from "./campaign-form";
import { CampaignStatusBadge } from "./campaign-status-badge";
import { campaignQuery } from "./campaigns-api";
import { channelLabel, kindLabel, riyadhText } from "./labels";
import { MemberPreview } from "./member-preview";
import { SendPanel } from "./send-panel";

/**
 * /admin/campaigns/$id: one campaign. Before it is sent: edit the draft, preview it as a member, test
 * it, send or schedule it. Always: its counts (refreshed while it sends) and the failures with reasons.
 */
export function CampaignDetailPage({ id }: { id: string }) {
  const t = useT(adminCampaignsMessages);
  const { language } = useLanguage();
  const query = useQuery(campaignQuery(id));
  const [editing, setEditing] = useState(false);
  const detail = query.data;
  const notFound = hasStatus(query.error, 404);
  const unsent = detail?.status === "draft" || detail?.status === "scheduled";
  const polling = Boolean(detail && (detail.status === "sending" || detail.queued > 0));

  return (
    <AdminFrame
      title={detail?.name ?? t("title")}
      actions={
        <Link to="/admin/campaigns" className="btn-outline">
          {t("backToList")}
        </Link>
      }
    >
      <ListState
        isPending={query.isPending}
        isError={query.isError && !notFound}
        onRetry={() => query.refetch()}
        isEmpty={notFound}
        emptyText={t("notFound")}
      >
        {detail ? (
          <div className="grid gap-8">
            <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
              <CampaignStatusBadge status={detail.status} />
              <span>{t(kindLabel[detail.kind])}</span>
              <span>{detail.channels.map((channel) => t(channelLabel[channel])).join(", ")}</span>
              {detail.status === "scheduled" && detail.sendAt ? (
                <span>{t("scheduledFor", { date: riyadhText(language, detail.sendAt) })}</span>
              ) : null}
              {detail.status === "draft" && !editing ? (
                <button type="button" className="btn-outline" onClick={() => setEditing(true)}>
                  {t("edit")}
                </button>
              ) : null}
            </div>
            {editing ? (
              <CampaignBuilder
                initial={formOf(detail)}
                campaignId={detail.id}
                onSaved={() => setEditing(false)}
                onCancel={() => setEditing(false)}
              />
            ) : null}
            <CampaignCounts detail={detail} polling={polling} />
            {unsent && !editing ? (
              <div className="grid gap-6 lg:grid-cols-2">
                <MemberPreview detail={detail} />
                <SendPanel detail={detail} />
              </div>
            ) : null}
            <CampaignFailures failures={detail.failures} />
          </div>
        ) : null}
      </ListState>
    </AdminFrame>
  );
}
