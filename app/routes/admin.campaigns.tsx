import { createFileRoute } from "@tanstack/react-router";
import { CampaignsPage } from "../components/admin-campaigns/campaigns-page";

export const Route = createFileRoute("/admin/campaigns")({
  component: CampaignsPage,
});
