import { createFileRoute } from "@tanstack/react-router";
import { AdminPartnersPage } from "../components/admin-partners/admin-partners-page";

export const Route = createFileRoute("/admin/partners")({
  component: AdminPartnersPage,
});
