import { createFileRoute } from "@tanstack/react-router";
import { AdminFrame } from "../components/admin/admin-frame";
import { ComingSoon } from "../components/page-frame";
import { useT } from "../i18n";
import { pagesMessages } from "../i18n/messages/pages";
import { shellMessages } from "../i18n/messages/shell";

export const Route = createFileRoute("/admin/")({
  component: AdminPage,
});

function AdminPage() {
  const t = useT(pagesMessages);
  const shell = useT(shellMessages);
  return (
    <AdminFrame title={t("adminTitle")} lead={t("adminLead")}>
      <ComingSoon text={shell("comingSoonNote")} />
    </AdminFrame>
  );
}
