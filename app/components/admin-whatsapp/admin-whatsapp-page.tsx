import { useT } from "../../i18n";
import { adminWhatsappMessages } from "../../i18n/messages/admin-whatsapp";
import { ResourcePage } from "../admin/kit";
import { useWhatsappGroupsResource } from "./groups-resource";

/** /admin/whatsapp-groups: every group behind /whatsapp-groups, hidden ones too. */
export function AdminWhatsappPage() {
  const t = useT(adminWhatsappMessages);
  const resource = useWhatsappGroupsResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
