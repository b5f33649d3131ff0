import { createFileRoute } from "@tanstack/react-router";
import { AdminImportsPage } from "../components/admin-import/admin-imports-page";

export const Route = createFileRoute("/admin/imports")({
  component: AdminImportsPage,
});
