import { useQuery } from "@tanstack/react-query";
import type { ReportedPost } from "../../../worker/contract/posts";
import { useT } from "../../i18n";
import { adminReportsMessages } from "../../i18n/messages/admin-reports";
import { apiRequest, getJson } from "../../lib/api";
import { AdminFrame } from "../admin/admin-frame";
import { AdminListState, ReasonAction, useAdminMutation } from "../admin/admin-kit";
import { REASON_MAX, REASON_MIN } from "../admin-moderation/reason-check";
import { PostText } from "../feed/post-text";

const REPORTS = "/api/admin/reports";

/** /admin/reports: reported feed posts grouped by post, with their reasons; dismiss or remove. */
export function AdminReportsPage() {
  const t = useT(adminReportsMessages);
  const list = useQuery({
    queryKey: [REPORTS],
    queryFn: async () => (await getJson<{ reported: ReportedPost[] }>(REPORTS))?.reported ?? [],
  });
  return (
    <AdminFrame title={t("title")} lead={t("lead")}>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.data?.length === 0}
        emptyText={t("empty")}
      >
        <ul className="grid gap-4">
          {list.data?.map((entry) => (
            <ReportedPostItem key={entry.post.id} entry={entry} />
          ))}
        </ul>
      </AdminListState>
    </AdminFrame>
  );
}

function ReportedPostItem({ entry }: { entry: ReportedPost }) {
  const t = useT(adminReportsMessages);
  const postUrl = `${REPORTS}/${encodeURIComponent(entry.post.id)}`;
  // The feed's lists are invalidated too: a removed post must leave them.
  const invalidate = [REPORTS, "/api/posts"];
  const dismiss = useAdminMutation({
    mutationFn: () => apiRequest("POST", `${postUrl}/dismiss`),
    invalidate,
    successTitle: t("dismissed"),
  });
  // Removing carries the admin's reason: it is emailed to the author.
  const remove = useAdminMutation({
    mutationFn: (reason: string) => apiRequest("POST", `${postUrl}/remove`, { reason }),
    invalidate,
    successTitle: t("removed"),
  });
  const busy = dismiss.isPending || remove.isPending;
  return (
    <li className="card grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900" dir="auto">
          {t("postBy", { name: entry.post.authorName })}
        </h2>
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
          {t("reportsCount", { n: entry.count })}
        </span>
      </div>
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
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          disabled={busy}
          onClick={() => dismiss.mutate(undefined)}
        >
          {t("dismiss")}
        </button>
        <ReasonAction
          label={t("remove")}
          minLength={REASON_MIN}
          maxLength={REASON_MAX}
          disabled={busy}
          onConfirm={(reason) => {
            remove.mutate(reason);
          }}
        />
      </div>
    </li>
  );
}
