import { Link } from "@tanstack/react-router";
import type { ModerationStatus } from "../../../worker/contract/enums";
import type { AdminJob, AdminJobInput } from "../../../worker/contract/jobs";
import { useLanguage, useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { adminJobsMessages } from "../../i18n/messages/admin-jobs";
import { jobsMessages } from "../../i18n/messages/jobs";
import { apiRequest, getJson } from "../../lib/api";
import {
  type AdminResource,
  Badge,
  ResourceCard,
  StatusBadge,
  useDeleteAction,
  useStatusFilter,
} from "../admin/kit";
import { categoryLabel, cityLabel, typeKey } from "../jobs/job-format";

const ADMIN_JOBS = "/api/admin/jobs";
const jobPath = (id: string, rest = "") => `${ADMIN_JOBS}/${encodeURIComponent(id)}${rest}`;

export const jobsInvalidate = [ADMIN_JOBS, "/api/jobs"];
export const saveAdminJob = (job: AdminJob | null, input: AdminJobInput) =>
  job ? apiRequest("PUT", jobPath(job.id), input) : apiRequest("POST", ADMIN_JOBS, input);

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
      apiRequest("POST", jobPath(job.id, `/${action}`), { reason }),
    done: () => done,
  });

  return {
    key: [ADMIN_JOBS],
    list: async ({ status }) =>
      (await getJson<{ jobs: AdminJob[] }>(`${ADMIN_JOBS}?status=${status}`))?.jobs ?? [],
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
        run: (job) => apiRequest("POST", jobPath(job.id, "/approve")),
        done: () => t("jobApproved"),
      },
      { ...review("reject", admin("reject"), t("jobRejected")), hidden: (job) => job.status !== "pending" },
      { ...review("hide", admin("hide"), t("jobHidden")), hidden: (job) => !isLive(job) },
      useDeleteAction((job) => apiRequest("DELETE", jobPath(job.id))),
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
        {job.reviewNote ? (
          <p className="text-sm text-slate-800">{t("reviewNote", { note: job.reviewNote })}</p>
        ) : null}
      </ResourceCard>
    ),
  };
}
