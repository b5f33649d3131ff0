import { createFileRoute } from "@tanstack/react-router";
import { AdminFrame } from "../components/admin/admin-frame";

// Placeholder until this section's page lands (issue 5).
export const Route = createFileRoute("/admin/tenders")({
  component: () => <AdminFrame title="Tenders" />,
});
