import { createFileRoute } from "@tanstack/react-router";
import { AdminReportsPage } from "../components/admin-reports/admin-reports-page";

export const Route = createFileRoute("/admin/reported-posts")({
  component: AdminReportsPage,
});
