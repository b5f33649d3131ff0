import { useT } from "../../i18n";
import { adminHelpArticlesMessages } from "../../i18n/messages/admin-help-articles";
import { ResourcePage } from "../admin/kit";
import { useHelpArticlesResource } from "./help-articles-resource";

/** /admin/help-articles: every language version of every article, to write, publish and delete. */
export function HelpArticlesAdminPage() {
  const t = useT(adminHelpArticlesMessages);
  const resource = useHelpArticlesResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
