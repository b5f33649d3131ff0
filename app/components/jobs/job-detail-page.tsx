import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useLanguage, useT } from "../../i18n";
import { jobsMessages } from "../../i18n/messages/jobs";
import { api, pathParams } from "../../lib/api-client";
import { jobQuery } from "../../queries/jobs";
import { OfflineNote } from "../offline/offline-note";
import { PageFrame } from "../page-frame";
import { ApplyButton } from "./apply-button";
import { categoryLabel, cityLabel, postedAgo, typeKey } from "./job-format";
import { JobJsonLd } from "./job-json-ld";
import { useSavedJobs } from "./saved-jobs";

const backLink = (text: string) => (
  <Link to="/jobs" className="font-medium text-brand-700 underline underline-offset-4">
    {text}
  </Link>
);

export function JobDetailPage({ slug }: { slug: string }) {
  const t = useT(jobsMessages);
  const { language } = useLanguage();
  const { saved, toggle } = useSavedJobs();
  const query = useQuery(jobQuery(slug));

  if (query.isPending) {
    return (
      <PageFrame title={t("title")}>
        <p role="status" className="text-slate-600">
          {t("loading")}
        </p>
      </PageFrame>
    );
  }
  if (query.isError) {
    return (
      <PageFrame title={t("title")}>
        <p role="alert" className="text-red-800">
          {t("loadFailed")}
        </p>
      </PageFrame>
    );
  }
  const result = query.data;
  if (result.status === "not_found") {
    return (
      <PageFrame title={t("notFoundTitle")} lead={t("notFoundText")}>
        {backLink(t("backToJobs"))}
      </PageFrame>
    );
  }
  if (result.status === "exclusive") {
    return (
      <PageFrame title={t("exclusiveTitle")} lead={t("exclusiveText")}>
        <div className="flex flex-wrap gap-4">
          <Link to="/subscription" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white">
            {t("upgrade")}
          </Link>
          {backLink(t("backToJobs"))}
        </div>
      </PageFrame>
    );
  }

  const { job } = result;
  const isSaved = saved.includes(job.id);
  return (
    <PageFrame
      title={job.title}
      lead={`${job.company} · ${cityLabel(t, job.location)}`}
      actions={
        <button
          type="button"
          aria-pressed={isSaved}
          onClick={() => toggle(job)}
          className={`rounded-md border px-4 py-2 font-medium ${
            isSaved ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 text-slate-800"
          }`}
        >
          <span aria-hidden="true">{isSaved ? "★" : "☆"}</span> {t(isSaved ? "saved" : "save")}
          <span className="sr-only">: {job.title}</span>
        </button>
      }
    >
      <OfflineNote path={api.jobs[":slug"].$path(pathParams({ slug }))} />
      <JobJsonLd job={job} />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="grid content-start gap-8 lg:col-span-2">
          <section aria-labelledby="job-description" className="grid gap-2">
            <h2 id="job-description" className="text-xl font-semibold text-slate-900">
              {t("description")}
            </h2>
            <p className="whitespace-pre-line text-slate-700">{job.description}</p>
          </section>
          {job.requirements.length > 0 ? (
            <section aria-labelledby="job-requirements" className="grid gap-2">
              <h2 id="job-requirements" className="text-xl font-semibold text-slate-900">
                {t("requirements")}
              </h2>
              <ul className="list-disc ps-6 text-slate-700">
                {job.requirements.map((requirement) => (
                  <li key={requirement}>{requirement}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="job-apply" className="grid gap-2">
            <h2 id="job-apply" className="text-xl font-semibold text-slate-900">
              {t("howToApply")}
            </h2>
            <p dir="auto" className="whitespace-pre-line text-slate-700">
              {job.howToApply ?? t("howToApplyDefault", { company: job.company })}
            </p>
            <ApplyButton howToApply={job.howToApply} />
          </section>
          {backLink(t("backToJobs"))}
        </div>
        <div className="grid content-start gap-2">
          <p className="text-slate-600">
            <time dateTime={job.postedAt}>{t("posted", { time: postedAgo(job.postedAt, language) })}</time>
          </p>
          <dl className="grid content-start gap-3 rounded-lg border border-slate-200 bg-white p-5">
            <div>
              <dt className="text-sm text-slate-600">{t("salary")}</dt>
              <dd className="font-medium text-slate-900">{job.salary ?? t("salaryNotDisclosed")}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("jobType")}</dt>
              <dd className="font-medium text-slate-900">{t(typeKey(job.type))}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("categoryLabel")}</dt>
              <dd className="font-medium text-slate-900">{categoryLabel(t, job.category)}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t("location")}</dt>
              <dd className="font-medium text-slate-900">
                {cityLabel(t, job.location)}
                {job.remoteOk ? ` · ${t("remote")}` : ""}
              </dd>
              {job.visaSponsorship ? <dd className="font-medium text-emerald-800">{t("visa")}</dd> : null}
            </div>
          </dl>
        </div>
      </div>
    </PageFrame>
  );
}
