import { useT } from "../../i18n";
import { businessAdminMessages } from "../../i18n/messages/business-admin";
import { ResourcePage } from "../admin/kit";
import { useBusinessesResource } from "./businesses-resource";

/** /admin/businesses: pending submissions first, then everything else, with every moderation action. */
export function AdminBusinessesPage() {
  const t = useT(businessAdminMessages);
  const resource = useBusinessesResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
