import { createFileRoute } from "@tanstack/react-router";
import { AdminTiersPage } from "../components/admin-tiers/admin-tiers-page";

export const Route = createFileRoute("/admin/membership-tiers")({
  component: AdminTiersPage,
});
