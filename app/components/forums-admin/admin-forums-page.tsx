import { useT } from "../../i18n";
import { forumsAdminMessages } from "../../i18n/messages/forums-admin";
import { AdminFrame } from "../admin/admin-frame";
import { ResourceSection } from "../admin/kit";
import { useCategoriesResource, useThreadsResource } from "./forums-resources";

/** /admin/forums: categories first, then moderation of discussions and their replies. */
export function AdminForumsPage() {
  const t = useT(forumsAdminMessages);
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <ForumsSections />
    </AdminFrame>
  );
}

// Inside the frame, so the category list behind the discussions' filter loads for admins only.
function ForumsSections() {
  const t = useT(forumsAdminMessages);
  const categories = useCategoriesResource();
  const threads = useThreadsResource();
  return (
    <div className="grid gap-12">
      <ResourceSection id="admin-forum-categories" heading={t("categoriesHeading")} resource={categories} />
      <ResourceSection id="admin-forum-threads" heading={t("threadsHeading")} resource={threads} />
    </div>
  );
}
