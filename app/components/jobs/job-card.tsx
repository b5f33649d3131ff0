import { Link } from "@tanstack/react-router";
import type { JobSummary } from "../../../worker/contract/jobs";
import { useLanguage, useT } from "../../i18n";
import { jobsMessages } from "../../i18n/messages/jobs";
import { categoryLabel, cityLabel, postedAgo, typeKey } from "./job-format";

const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function JobCard({
  job,
  saved,
  onToggleSave,
}: {
  job: JobSummary;
  saved: boolean;
  onToggleSave: () => void;
}) {
  const t = useT(jobsMessages);
  const { language } = useLanguage();
  const headingId = `job-${job.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="job-card"
      className={`grid gap-3 rounded-lg border bg-white p-5 shadow-sm ${job.featured ? "border-amber-400" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900" dir="auto">
            {job.title}
          </h2>
          <p className="text-slate-700">
            {job.company} · {cityLabel(t, job.location)}
          </p>
        </div>
        <button
          type="button"
          aria-pressed={saved}
          onClick={onToggleSave}
          className={`rounded-md border px-3 py-1.5 text-sm font-medium ${
            saved
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-slate-400 text-slate-800 hover:bg-slate-50"
          }`}
        >
          <span aria-hidden="true">{saved ? "★" : "☆"}</span> {t(saved ? "saved" : "save")}
          <span className="sr-only">: {job.title}</span>
        </button>
      </div>
      <ul className="flex flex-wrap gap-2">
        {job.featured ? <li className={`${badge} bg-amber-100 text-amber-900`}>{t("featured")}</li> : null}
        {job.remoteOk ? <li className={`${badge} bg-sky-100 text-sky-900`}>{t("remote")}</li> : null}
        {job.visaSponsorship ? (
          <li className={`${badge} bg-emerald-100 text-emerald-900`}>{t("visa")}</li>
        ) : null}
        {job.exclusive ? (
          <li className={`${badge} bg-violet-100 text-violet-900`}>{t("exclusive")}</li>
        ) : null}
        <li className={`${badge} bg-slate-100 text-slate-800`}>{t(typeKey(job.type))}</li>
        <li className={`${badge} bg-slate-100 text-slate-800`}>{categoryLabel(t, job.category)}</li>
      </ul>
      <p className="text-slate-700">{job.description}</p>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p className="font-medium text-slate-900">{job.salary ?? t("salaryNotDisclosed")}</p>
        <p className="text-slate-600">
          <time dateTime={job.postedAt}>{t("posted", { time: postedAgo(job.postedAt, language) })}</time>
        </p>
      </div>
      <Link
        to="/jobs/$slug"
        params={{ slug: job.slug }}
        aria-label={t("viewDetailsLabel", { title: job.title })}
        className="justify-self-start font-medium text-brand-700 underline underline-offset-4"
      >
        {t("viewDetails")}
      </Link>
    </article>
  );
}
