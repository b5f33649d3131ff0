import { useT } from "../../i18n";
import { tendersAdminMessages } from "../../i18n/messages/tenders-admin";
import { ResourcePage } from "../admin/kit";
import { useTendersResource } from "./tenders-resource";

/** /admin/tenders: drafts, publishing (which emails the category's subscribers once) and documents. */
export function AdminTendersPage() {
  const t = useT(tendersAdminMessages);
  const resource = useTendersResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
