import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { JobDetailPage } from "../components/jobs/job-detail-page";
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

/**
 * Adopts the reads the worker's pre-rendered page already shows (worker/pages/prerender.ts writes them
 * into #sppc-page-data), so they are not fetched again; read once, later navigations fetch as usual. A
 * page opened from the service worker's shell has no block. Written out in each pre-rendered route's
 * loader (events_.$slug.tsx, jobs.$slug.tsx) on purpose: a module of its own would be one more chunk
 * named in the entry every first visit downloads, which has no byte to spare.
 */
function adoptPageData(queryClient: QueryClient): void {
  const block = document.getElementById("sppc-page-data");
  if (!block) return;
  try {
    const { queries = [] } = JSON.parse(block.textContent ?? "{}") as {
      queries?: { queryKey: QueryKey; data: unknown }[];
    };
    for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  } catch {
    // A broken block only costs the fetch the page would have made anyway.
  }
  block.remove();
}
