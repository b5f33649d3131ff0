import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight, Briefcase, Building2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n";
import { exploreMessages } from "../../i18n/messages/explore";
import { exploreSearchQuery } from "../../queries/explore";

/** Jobs and businesses matching the explore search, each group with a link to its full page. */
export function ExploreResults({ query }: { query: string }) {
  const t = useT(exploreMessages);
  const { data, isPending, isError } = useQuery(exploreSearchQuery(query));
  return (
    <section aria-labelledby="explore-results" className="card mt-4 grid gap-4">
      {/* Isolates keep a Latin query readable inside Arabic or Urdu text, and the reverse. */}
      <h2 id="explore-results" className="text-xl font-semibold text-slate-900">
        {t("resultsFor", { query: `\u2068${query}\u2069` })}
      </h2>
      {isPending ? (
        <p className="text-slate-600">{t("searching")}</p>
      ) : isError ? (
        <p className="text-red-700">{t("searchError")}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <ResultGroup
            id="explore-results-jobs"
            Icon={Briefcase}
            heading={t("jobsResults")}
            empty={t("noJobs")}
            more={
              <Link to="/jobs" search={{ q: query }} className="btn-ghost justify-self-start">
                {t("allJobs")}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            }
          >
            {data.jobs.map((job) => (
              <li key={job.id}>
                <Link
                  to="/jobs/$slug"
                  params={{ slug: job.slug }}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {job.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {job.company} · {job.location}
                </p>
              </li>
            ))}
          </ResultGroup>
          <ResultGroup
            id="explore-results-businesses"
            Icon={Building2}
            heading={t("businessesResults")}
            empty={t("noBusinesses")}
            more={
              <Link to="/business" search={{ q: query }} className="btn-ghost justify-self-start">
                {t("allBusinesses")}
                <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            }
          >
            {data.businesses.map((business) => (
              <li key={business.id}>
                <Link
                  to="/business"
                  search={{ q: business.name }}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {business.name}
                </Link>
                <p className="text-sm text-slate-600">
                  {business.industry} · {business.location}
                </p>
              </li>
            ))}
          </ResultGroup>
        </div>
      )}
    </section>
  );
}

function ResultGroup({
  id,
  Icon,
  heading,
  empty,
  more,
  children,
}: {
  id: string;
  Icon: LucideIcon;
  heading: string;
  empty: string;
  more: ReactNode;
  children: ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h3 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {heading}
      </h3>
      {children.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <>
          <ul className="grid gap-3">{children}</ul>
          {more}
        </>
      )}
    </section>
  );
}
