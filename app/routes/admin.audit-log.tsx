import { createFileRoute } from "@tanstack/react-router";
import { AuditLogPage } from "../components/admin-audit/audit-log-page";

export const Route = createFileRoute("/admin/audit-log")({
  component: AuditLogPage,
});
