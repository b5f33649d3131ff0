import { createFileRoute } from "@tanstack/react-router";
import { JobDetailPage } from "../components/jobs/job-detail-page";
import { adoptPageData } from "../lib/page-data";
import { jobQuery } from "../queries/jobs";

export const Route = createFileRoute("/jobs/$slug")({
  // Starts the fetch with the route's code; the page reads the same cache entry.
  loader: ({ context, params }) => {
    // The worker's pre-rendered page carries this read: adopted, it is not fetched again.
    adoptPageData(context.queryClient);
    void context.queryClient.prefetchQuery(jobQuery(params.slug));
  },
  component: JobDetailRoute,
});

function JobDetailRoute() {
  const { slug } = Route.useParams();
  return <JobDetailPage slug={slug} />;
}
