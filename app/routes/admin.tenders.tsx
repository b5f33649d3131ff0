import { createFileRoute } from "@tanstack/react-router";
import { AdminTendersPage } from "../components/admin-tenders/admin-tenders-page";

export const Route = createFileRoute("/admin/tenders")({
  component: AdminTendersPage,
});
