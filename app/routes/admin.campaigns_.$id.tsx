import { createFileRoute } from "@tanstack/react-router";
import { CampaignDetailPage } from "../components/admin-campaigns/campaign-detail-page";

// `campaigns_`: the campaign's page is a page of its own, not drawn inside the list's page.
export const Route = createFileRoute("/admin/campaigns_/$id")({
  component: CampaignRoute,
});

function CampaignRoute() {
  const { id } = Route.useParams();
  // Keyed by the campaign: another campaign's page starts with its own state (no stale edits or preview).
  return <CampaignDetailPage key={id} id={id} />;
}
