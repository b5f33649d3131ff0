import { createFileRoute, Outlet, useChildMatches } from "@tanstack/react-router";
import { useCallback } from "react";
import { jobCategoryFilters, jobCityFilters } from "../../worker/contract/enums";
import { JobsPage, type JobsSearch } from "../components/jobs/jobs-page";
import { PostJobButton } from "../components/jobs/post-job-button";
import { PageFrame } from "../components/page-frame";
import { useT } from "../i18n";
import { jobsMessages } from "../i18n/messages/jobs";

/** The value when it is one of the list's (the list's own type, so the API query takes it as is). */
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined =>
  list.find((item) => item === value);

export const Route = createFileRoute("/jobs")({
  // Unknown cities or categories (and 'all') are dropped: the URL then means "no filter".
  validateSearch: (search: Record<string, unknown>): JobsSearch => {
    const q = typeof search.q === "string" || typeof search.q === "number" ? String(search.q).trim() : "";
    const city = oneOf(jobCityFilters, search.city);
    const category = oneOf(jobCategoryFilters, search.category);
    const saved = search.saved === true || search.saved === "true" ? true : undefined;
    return {
      ...(q ? { q } : {}),
      ...(city ? { city } : {}),
      ...(category ? { category } : {}),
      ...(saved ? { saved } : {}),
    };
  },
  component: JobsRoute,
});

function JobsRoute() {
  // /jobs/$slug is a child of this route: show it instead of the list.
  const children = useChildMatches();
  if (children.length > 0) return <Outlet />;
  return <JobsList />;
}

function JobsList() {
  const t = useT(jobsMessages);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: JobsSearch) => void navigate({ search: next, replace: true, resetScroll: false }),
    [navigate],
  );
  return (
    <PageFrame title={t("title")} lead={t("lead")} actions={<PostJobButton />}>
      <JobsPage search={search} onChange={onChange} />
    </PageFrame>
  );
}
