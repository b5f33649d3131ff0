import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useLanguage, useT } from "../../i18n";
import { homeMessages } from "../../i18n/messages/home";
import { jobsMessages } from "../../i18n/messages/jobs";
import { FEATURED_JOBS_SHOWN, featuredJobsQuery } from "../../queries/home";
import { cityLabel, postedAgo } from "../jobs/job-format";
import { WidgetCard, widgetState } from "./widget-card";

/** Spec point 9: fetch 5 jobs, show up to 4, each opening its page. */
export function FeaturedJobs() {
  const t = useT(homeMessages);
  const jobsT = useT(jobsMessages);
  const { language } = useLanguage();
  const jobs = useQuery(featuredJobsQuery);
  return (
    <WidgetCard
      id="featured-jobs"
      title={t("featuredJobs")}
      state={widgetState(jobs)}
      texts={{ loading: t("jobsLoading"), error: t("jobsError"), empty: t("jobsEmpty") }}
      onRetry={() => void jobs.refetch()}
      allLink={{ to: "/jobs", label: t("viewAllJobs") }}
    >
      <ul className="grid gap-3">
        {(jobs.data ?? []).slice(0, FEATURED_JOBS_SHOWN).map((job) => (
          <li key={job.id} className="grid gap-0.5">
            <Link
              to="/jobs/$slug"
              params={{ slug: job.slug }}
              className="text-sm font-medium text-slate-900 hover:text-brand-700 hover:underline"
            >
              {job.title}
            </Link>
            <span className="text-xs text-slate-600">
              {job.company} · {cityLabel(jobsT, job.location)}
            </span>
            <span className="text-xs text-slate-500">{postedAgo(job.postedAt, language)}</span>
          </li>
        ))}
      </ul>
    </WidgetCard>
  );
}
