import { createFileRoute } from "@tanstack/react-router";
import { InsightsPage } from "../components/admin-insights/insights-page";

export const Route = createFileRoute("/admin/reports")({
  component: InsightsPage,
});
