import { createFileRoute } from "@tanstack/react-router";
import { JobDetailPage } from "../components/jobs/job-detail-page";
import { jobQuery } from "../queries/jobs";

export const Route = createFileRoute("/jobs/$slug")({
  // Starts the fetch with the route's code; the page reads the same cache entry.
  loader: ({ context, params }) => {
    // A pre-rendered page's read is already in the cache (app/main.tsx adopts it): no fetch then.
    void context.queryClient.prefetchQuery(jobQuery(params.slug));
  },
  component: JobDetailRoute,
});

function JobDetailRoute() {
  const { slug } = Route.useParams();
  return <JobDetailPage slug={slug} />;
}
