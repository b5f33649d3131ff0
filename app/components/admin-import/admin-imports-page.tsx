import { useT } from "../../i18n";
import { adminImportMessages } from "../../i18n/messages/admin-import";
import { AdminFrame } from "../admin/admin-frame";
import { MemberImportPanel } from "./member-import-panel";

/** /admin/imports: the member import with its history, on its own page (the dashboard embeds the panel too). */
export function AdminImportsPage() {
  const t = useT(adminImportMessages);
  return (
    <AdminFrame title={t("pageTitle")} lead={t("pageLead")}>
      <MemberImportPanel />
    </AdminFrame>
  );
}
