import { useT } from "../../i18n";
import { adminFeaturedMessages } from "../../i18n/messages/admin-featured";
import { ResourcePage } from "../admin/kit";
import { useFeaturedResource } from "./featured-resource";

/** /admin/featured: add, edit, hide or show, reorder and delete what /explore features. */
export function FeaturedAdminPage() {
  const t = useT(adminFeaturedMessages);
  const resource = useFeaturedResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
