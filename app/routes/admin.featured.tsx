import { createFileRoute } from "@tanstack/react-router";
import { FeaturedAdminPage } from "../components/admin-featured/featured-admin-page";

export const Route = createFileRoute("/admin/featured")({
  component: FeaturedAdminPage,
});
