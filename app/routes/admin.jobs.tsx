import { createFileRoute } from "@tanstack/react-router";
import { AdminJobsPage } from "../components/admin-jobs/admin-jobs-page";

export const Route = createFileRoute("/admin/jobs")({
  component: AdminJobsPage,
});
