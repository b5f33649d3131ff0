import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { MyJob } from "../../../worker/contract/jobs";
import { useLanguage, useT } from "../../i18n";
import { type JobPostTexts, jobPostMessages } from "../../i18n/messages/job-post";
import { myJobsQuery } from "../../queries/member-jobs";

type State = MyJob["status"] | "expired";
const stateKey: Record<State, keyof JobPostTexts> = {
  pending: "statusPending",
  approved: "statusApproved",
  rejected: "statusRejected",
  hidden: "statusHidden",
  expired: "statusExpired",
};
const stateStyle: Record<State, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-brand-100 text-brand-900",
  rejected: "bg-red-100 text-red-900",
  hidden: "bg-slate-200 text-slate-800",
  expired: "bg-slate-200 text-slate-800",
};

/** The member's own job posts with their review state (GET /api/jobs/mine). */
export function MyJobs() {
  const t = useT(jobPostMessages);
  const query = useQuery(myJobsQuery);
  return (
    <section aria-labelledby="my-jobs" className="card grid content-start gap-4">
      <h2 id="my-jobs" className="text-xl font-bold text-slate-900">
        {t("myJobsTitle")}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t("myJobsLoading")}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t("myJobsError")}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-slate-600">{t("myJobsEmpty")}</p>
      ) : (
        <ul className="grid gap-3" data-testid="my-jobs">
          {query.data.map((job) => (
            <MyJobItem key={job.id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MyJobItem({ job }: { job: MyJob }) {
  const t = useT(jobPostMessages);
  const { language } = useLanguage();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(new Date(iso));
  const state: State = job.expired ? "expired" : job.status;
  const live = state === "approved";
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{job.title}</p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${stateStyle[state]}`}>
          {t(stateKey[state])}
        </span>
      </div>
      <p className="text-sm text-slate-600">
        {live
          ? t("listedUntil", { date: date(job.expiresAt) })
          : t("submittedOn", { date: date(job.submittedAt) })}
      </p>
      {job.reviewNote && (state === "rejected" || state === "hidden") ? (
        <p className="text-sm text-slate-800">{t("reviewNote", { note: job.reviewNote })}</p>
      ) : null}
      {live ? (
        <Link
          to="/jobs/$slug"
          params={{ slug: job.slug }}
          className="text-sm font-medium text-brand-700 underline underline-offset-4"
        >
          {t("viewJob", { title: job.title })}
        </Link>
      ) : null}
    </li>
  );
}
