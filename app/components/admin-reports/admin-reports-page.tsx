import type { ReportedPost } from "../../../worker/contract/posts";
import { useT } from "../../i18n";
import { adminReportsMessages } from "../../i18n/messages/admin-reports";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { type AdminResource, Badge, ResourceCard, ResourcePage } from "../admin/kit";
import { REASON_MAX, REASON_MIN } from "../admin-moderation/reason-check";
import { PostText } from "../feed/post-text";
import { MessageReportsSection } from "./message-reports";

const reports = api.admin.reports;
const REPORTS = reports.$path();
const postParam = (entry: ReportedPost) => pathParams({ postId: entry.post.id });

/** Reported feed posts grouped by post, with their reasons; dismiss or remove. */
function useReportsResource(): AdminResource<ReportedPost> {
  const t = useT(adminReportsMessages);
  return {
    key: [REPORTS],
    list: async () => (await unwrap(reports.$get())).reported,
    // The feed's lists too: a removed post must leave them.
    invalidate: [REPORTS, api.posts.$path()],
    rowKey: (entry) => entry.post.id,
    rowName: (entry) => t("postBy", { name: entry.post.authorName }),
    emptyText: t("empty"),
    actions: [
      {
        label: () => t("dismiss"),
        run: (entry) => expectOk(reports[":postId"].dismiss.$post({ ...postParam(entry), json: {} })),
        done: () => t("dismissed"),
      },
      {
        label: () => t("remove"),
        // The reason is emailed to the author.
        reason: { minLength: REASON_MIN, maxLength: REASON_MAX },
        run: (entry, _rows, reason) =>
          expectOk(reports[":postId"].remove.$post({ ...postParam(entry), json: { reason: reason ?? "" } })),
        done: () => t("removed"),
      },
    ],
    card: (entry, actions) => (
      <ResourceCard
        title={t("postBy", { name: entry.post.authorName })}
        badges={<Badge tone="red">{t("reportsCount", { n: entry.count })}</Badge>}
        actions={actions}
      >
        <div className="rounded-lg bg-slate-50 p-3 text-sm">
          <PostText text={entry.post.content} />
        </div>
        <ul className="grid gap-1 text-sm">
          {entry.reports.map((report) => (
            <li key={report.id}>
              <span className="font-semibold" dir="auto">
                {t("reasonBy", { name: report.reporterName })}:
              </span>{" "}
              <span dir="auto">{report.reason}</span>
            </li>
          ))}
        </ul>
      </ResourceCard>
    ),
  };
}

/** /admin/reported-posts: reported feed posts grouped by post, with their reasons; dismiss or remove. */
export function AdminReportsPage() {
  const t = useT(adminReportsMessages);
  const resource = useReportsResource();
  return (
    <ResourcePage title={t("title")} lead={t("lead")} resource={resource}>
      <MessageReportsSection />
    </ResourcePage>
  );
}
