import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useT } from "../../i18n";
import { jobsMessages } from "../../i18n/messages/jobs";
import { savedJobsQuery } from "../../queries/member-jobs";
import { cityLabel } from "./job-format";

/** The signed-in member's saved jobs (on /profile), each linking to its page. */
export function SavedJobsCard() {
  const t = useT(jobsMessages);
  const query = useQuery(savedJobsQuery);
  return (
    <section aria-labelledby="saved-jobs" className="card grid content-start gap-4">
      <h2 id="saved-jobs" className="text-xl font-bold text-slate-900">
        {t("savedJobsTitle")}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-slate-600">
          {t("savedJobsLoading")}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {t("savedJobsError")}
        </p>
      ) : query.data.length === 0 ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-slate-600">{t("savedJobsEmpty")}</p>
          <Link to="/jobs" className="font-medium text-brand-700 underline underline-offset-4">
            {t("savedJobsBrowse")}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="saved-jobs">
          {query.data.map((job) => (
            <li key={job.id} className="grid gap-0.5 rounded-lg border border-slate-200 p-3">
              <Link
                to="/jobs/$slug"
                params={{ slug: job.slug }}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {job.title}
              </Link>
              <p className="text-sm text-slate-600">
                {job.company} · {cityLabel(t, job.location)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
