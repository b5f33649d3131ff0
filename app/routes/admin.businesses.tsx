import { createFileRoute } from "@tanstack/react-router";
import { AdminBusinessesPage } from "../components/business-admin/admin-businesses-page";

export const Route = createFileRoute("/admin/businesses")({
  component: AdminBusinessesPage,
});
