import { Link } from "@tanstack/react-router";
import { applyChannelOf } from "../../../worker/contract/contact-channels";
import type { ModerationStatus } from "../../../worker/contract/enums";
import type { AdminJob, AdminJobInput } from "../../../worker/contract/jobs";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminJobsMessages } from "../../i18n/messages/admin-jobs";
import { jobsMessages } from "../../i18n/messages/jobs";
import { api, expectOk, pathParams, unwrap } from "../../lib/api-client";
import { hasStatus } from "../../lib/api-errors";
import {
  type AdminResource,
  Badge,
  ResourceCard,
  StatusBadge,
  useDeleteAction,
  useStatusFilter,
} from "../admin/kit";
import { categoryLabel, cityLabel, typeKey } from "../jobs/job-format";

const adminJobs = api.admin.jobs;
const adminJob = adminJobs[":id"];
const byId = (id: string) => pathParams({ id });
const ADMIN_JOBS = adminJobs.$path();

export const jobsInvalidate = [ADMIN_JOBS, api.jobs.$path()];
export const saveAdminJob = (job: AdminJob | null, input: AdminJobInput) =>
  expectOk(job ? adminJob.$put({ ...byId(job.id), json: input }) : adminJobs.$post({ json: input }));

type Filters = { status: ModerationStatus | "all" };
const isLive = (job: AdminJob) => job.status === "approved" && !job.expired;

/** The review queue (pending first, as the server orders them) and every other job. */
export function useJobsResource(): AdminResource<AdminJob, never, Filters> {
  const t = useT(adminJobsMessages);
  const admin = useT(adminMessages);
  const jobs = useT(jobsMessages);
  const { language } = useLanguage();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
  const review = (action: "reject" | "hide", label: string, done: string) => ({
    label: () => label,
    reason: {},
    run: (job: AdminJob, _rows: AdminJob[], reason?: string) =>
      expectOk(adminJob[action].$post({ ...byId(job.id), json: { reason: reason ?? "" } })),
    done: () => done,
  });

  return {
    key: [ADMIN_JOBS],
    list: async ({ status }) => (await unwrap(adminJobs.$get({ query: { status } }))).jobs,
    initialFilters: { status: "all" },
    filters: [useStatusFilter<Filters>(t("filterLabel"), t("filterAll"))],
    invalidate: jobsInvalidate,
    rowKey: (job) => job.id,
    rowName: (job) => job.title,
    emptyText: t("empty"),
    rowExtra: (job) =>
      isLive(job) ? (
        <Link
          to="/jobs/$slug"
          params={{ slug: job.slug }}
          className="btn-ghost text-brand-700 underline underline-offset-4"
        >
          {t("viewJob")}
        </Link>
      ) : null,
    actions: [
      {
        label: () => admin("approve"),
        hidden: isLive,
        run: (job) => expectOk(adminJob.approve.$post(byId(job.id))),
        done: () => t("jobApproved"),
        // The server refuses a job that names no way to apply (422): say what to add.
        failed: (error) => (hasStatus(error, 422) ? t("needsApplyChannel") : undefined),
      },
      { ...review("reject", admin("reject"), t("jobRejected")), hidden: (job) => job.status !== "pending" },
      { ...review("hide", admin("hide"), t("jobHidden")), hidden: (job) => !isLive(job) },
      useDeleteAction((job) => expectOk(adminJob.$delete(byId(job.id)))),
    ],
    card: (job, actions) => (
      <ResourceCard
        title={job.title}
        badges={
          <>
            <StatusBadge status={job.status} />
            {job.expired ? <Badge>{t("expired")}</Badge> : null}
            {job.featured ? <Badge tone="amber">{jobs("featured")}</Badge> : null}
            {job.exclusive ? <Badge tone="violet">{jobs("exclusive")}</Badge> : null}
          </>
        }
        actions={actions}
      >
        <p className="text-slate-700">
          {job.company} · {cityLabel(jobs, job.location)} · {jobs(typeKey(job.type))} ·{" "}
          {categoryLabel(jobs, job.category)}
        </p>
        <p dir="auto" className="line-clamp-3 whitespace-pre-line text-slate-700">
          {job.description}
        </p>
        <p className="text-sm text-slate-600">
          {job.poster ? t("postedBy", job.poster) : t("postedByAdmin")} ·{" "}
          {t("submitted", { date: date(job.submittedAt) })}
          {job.status === "approved" ? ` · ${t("listedUntil", { date: date(job.expiresAt) })}` : ""}
        </p>
        {applyChannelOf(job.howToApply) ? null : (
          <p role="note" className="text-sm font-medium text-amber-800">
            {t("needsApplyChannel")}
          </p>
        )}
        {job.reviewNote ? (
          <p className="text-sm text-slate-800">{t("reviewNote", { note: job.reviewNote })}</p>
        ) : null}
      </ResourceCard>
    ),
  };
}
