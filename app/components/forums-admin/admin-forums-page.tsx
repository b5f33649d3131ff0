import { useT } from "../../i18n";
import { forumsAdminMessages } from "../../i18n/messages/forums-admin";
import { AdminFrame } from "../admin/admin-frame";
import { CategoryPanel } from "./category-panel";
import { ThreadPanel } from "./thread-panel";

/** /admin/forums: categories first, then moderation of discussions and their replies. */
export function AdminForumsPage() {
  const t = useT(forumsAdminMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <CategoryPanel />
      <ThreadPanel />
    </AdminFrame>
  );
}
