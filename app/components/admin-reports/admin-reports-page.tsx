import type { ReportedPost } from "../../../worker/contract/posts";
import { useT } from "../../i18n";
import { adminReportsMessages } from "../../i18n/messages/admin-reports";
import { apiRequest, getJson } from "../../lib/api";
import { type AdminResource, Badge, ResourceCard, ResourcePage } from "../admin/kit";
import { REASON_MAX, REASON_MIN } from "../admin-moderation/reason-check";
import { PostText } from "../feed/post-text";

const REPORTS = "/api/admin/reports";
const postUrl = (entry: ReportedPost, action: string) =>
  `${REPORTS}/${encodeURIComponent(entry.post.id)}/${action}`;

/** Reported feed posts grouped by post, with their reasons; dismiss or remove. */
function useReportsResource(): AdminResource<ReportedPost> {
  const t = useT(adminReportsMessages);
  return {
    key: [REPORTS],
    list: async () => (await getJson<{ reported: ReportedPost[] }>(REPORTS))?.reported ?? [],
    // The feed's lists too: a removed post must leave them.
    invalidate: [REPORTS, "/api/posts"],
    rowKey: (entry) => entry.post.id,
    rowName: (entry) => t("postBy", { name: entry.post.authorName }),
    emptyText: t("empty"),
    actions: [
      {
        label: () => t("dismiss"),
        run: (entry) => apiRequest("POST", postUrl(entry, "dismiss")),
        done: () => t("dismissed"),
      },
      {
        label: () => t("remove"),
        // The reason is emailed to the author.
        reason: { minLength: REASON_MIN, maxLength: REASON_MAX },
        run: (entry, _rows, reason) => apiRequest("POST", postUrl(entry, "remove"), { reason }),
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

/** /admin/reports: reported feed posts grouped by post, with their reasons; dismiss or remove. */
export function AdminReportsPage() {
  const t = useT(adminReportsMessages);
  const resource = useReportsResource();
  return <ResourcePage title={t("title")} lead={t("lead")} resource={resource} />;
}
