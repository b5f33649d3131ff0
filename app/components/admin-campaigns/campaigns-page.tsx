import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useT } from "../../i18n";
import { adminCampaignsMessages } from "../../i18n/messages/admin-campaigns";
import { AdminFrame } from "../admin/admin-frame";
import { ListState } from "../admin/kit";
import { CampaignBuilder } from "./campaign-builder";
import { emptyCampaignForm } from "./campaign-form";
import { campaignsListQuery } from "./campaigns-api";
import { CampaignsTable } from "./campaigns-table";

/**
 * /admin/campaigns: every campaign, and "New campaign" opens the builder above the list. A saved
 * draft opens on its own page (/admin/campaigns/$id), where it is previewed, tested and sent.
 */
export function CampaignsPage() {
  const t = useT(adminCampaignsMessages);
  const navigate = useNavigate();
  const [building, setBuilding] = useState(false);
  const list = useQuery(campaignsListQuery);
  const campaigns = list.data?.campaigns ?? [];

  return (
    <AdminFrame
      title={t("title")}
      lead={t("lead")}
      actions={
        building ? null : (
          <button type="button" className="btn-primary" onClick={() => setBuilding(true)}>
            {t("newCampaign")}
          </button>
        )
      }
    >
      <div className="grid gap-8">
        {building ? (
          <CampaignBuilder
            initial={emptyCampaignForm}
            onCancel={() => setBuilding(false)}
            onSaved={(id) => navigate({ to: "/admin/campaigns/$id", params: { id } })}
          />
        ) : null}
        <section className="grid gap-4" aria-labelledby="campaigns-list-heading">
          <h2 id="campaigns-list-heading" className="text-xl font-bold text-slate-900">
            {t("listHeading")}
          </h2>
          <ListState
            isPending={list.isPending}
            isError={list.isError}
            onRetry={() => list.refetch()}
            isEmpty={campaigns.length === 0}
            emptyText={t("empty")}
          >
            <CampaignsTable campaigns={campaigns} />
          </ListState>
        </section>
      </div>
    </AdminFrame>
  );
}
