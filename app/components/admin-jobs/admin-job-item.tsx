import { Link } from "@tanstack/react-router";
import type { AdminJob } from "../../../worker/contract/jobs";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminJobsMessages } from "../../i18n/messages/admin-jobs";
import { jobsMessages } from "../../i18n/messages/jobs";
import { deleteAdminJob, reviewAdminJob } from "../../queries/admin-jobs";
import { ReasonAction, StatusBadge, useAdminMutation } from "../admin/admin-kit";
import { categoryLabel, cityLabel, typeKey } from "../jobs/job-format";

const badge = "rounded-full px-2 py-0.5 text-xs font-semibold";
const invalidate = ["/api/admin/jobs", "/api/jobs"];

/** One job in the admin list: what it is, who posted it, its state, and the actions that state allows. */
export function AdminJobItem({ job, onEdit }: { job: AdminJob; onEdit: () => void }) {
  const t = useT(adminJobsMessages);
  const admin = useT(adminMessages);
  const jobs = useT(jobsMessages);
  const { language } = useLanguage();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
  const approve = useAdminMutation({
    mutationFn: reviewAdminJob,
    invalidate,
    successTitle: t("jobApproved"),
  });
  const reject = useAdminMutation({ mutationFn: reviewAdminJob, invalidate, successTitle: t("jobRejected") });
  const hide = useAdminMutation({ mutationFn: reviewAdminJob, invalidate, successTitle: t("jobHidden") });
  const remove = useAdminMutation({ mutationFn: deleteAdminJob, invalidate, successTitle: admin("deleted") });
  const busy = approve.isPending || reject.isPending || hide.isPending || remove.isPending;
  const live = job.status === "approved" && !job.expired;
  const headingId = `admin-job-${job.id}`;

  return (
    <li aria-labelledby={headingId} className="card grid gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} dir="auto" className="text-lg font-semibold text-slate-900">
            {job.title}
          </h2>
          <p className="text-slate-700">
            {job.company} · {cityLabel(jobs, job.location)} · {jobs(typeKey(job.type))} ·{" "}
            {categoryLabel(jobs, job.category)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <StatusBadge status={job.status} />
          {job.expired ? (
            <span className={`${badge} bg-slate-200 text-slate-800`}>{t("expired")}</span>
          ) : null}
          {job.featured ? (
            <span className={`${badge} bg-amber-100 text-amber-900`}>{jobs("featured")}</span>
          ) : null}
          {job.exclusive ? (
            <span className={`${badge} bg-violet-100 text-violet-900`}>{jobs("exclusive")}</span>
          ) : null}
        </div>
      </div>
      <p dir="auto" className="line-clamp-3 whitespace-pre-line text-slate-700">
        {job.description}
      </p>
      <p className="text-sm text-slate-600">
        {job.poster ? t("postedBy", job.poster) : t("postedByAdmin")} ·{" "}
        {t("submitted", { date: date(job.submittedAt) })}
        {job.status === "approved" ? ` · ${t("listedUntil", { date: date(job.expiresAt) })}` : ""}
      </p>
      {job.reviewNote ? (
        <p className="text-sm text-slate-800">{t("reviewNote", { note: job.reviewNote })}</p>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        {live ? null : (
          <button
            type="button"
            className="btn-primary"
            disabled={busy}
            onClick={() => approve.mutate({ id: job.id, action: "approve" })}
          >
            {admin("approve")}
          </button>
        )}
        {job.status === "pending" ? (
          <ReasonAction
            label={admin("reject")}
            disabled={busy}
            onConfirm={(reason) => reject.mutate({ id: job.id, action: "reject", reason })}
          />
        ) : null}
        {live ? (
          <ReasonAction
            label={admin("hide")}
            disabled={busy}
            onConfirm={(reason) => hide.mutate({ id: job.id, action: "hide", reason })}
          />
        ) : null}
        <button type="button" className="btn-outline" disabled={busy} onClick={onEdit}>
          {admin("edit")}
        </button>
        <button
          type="button"
          className="btn-ghost text-red-700"
          disabled={busy}
          onClick={() => {
            if (window.confirm(admin("confirmDelete", { name: job.title }))) remove.mutate(job.id);
          }}
        >
          {admin("delete")}
        </button>
        {live ? (
          <Link
            to="/jobs/$slug"
            params={{ slug: job.slug }}
            className="btn-ghost text-brand-700 underline underline-offset-4"
          >
            {t("viewJob")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
