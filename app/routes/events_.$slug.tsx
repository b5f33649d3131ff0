import { createFileRoute } from "@tanstack/react-router";
import { EventPage } from "../components/events/event-page";
import { adoptPageData } from "../lib/page-data";
import { eventQuery } from "../queries/events";

// "events_" keeps the event page out of the /events list route (no shared layout or search).
export const Route = createFileRoute("/events_/$slug")({
  // Starts the fetch with the route's code; the page reads the same cache entry.
  loader: ({ context, params }) => {
    // The worker's pre-rendered page carries this read: adopted, it is not fetched again.
    adoptPageData(context.queryClient);
    void context.queryClient.prefetchQuery(eventQuery(params.slug));
  },
  component: EventRoute,
});

function EventRoute() {
  const { slug } = Route.useParams();
  return <EventPage slug={slug} />;
}
