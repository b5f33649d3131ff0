import { createFileRoute } from "@tanstack/react-router";
import { EventPage } from "../components/events/event-page";
import { eventQuery } from "../queries/events";

// "events_" keeps the event page out of the /events list route (no shared layout or search).
export const Route = createFileRoute("/events_/$slug")({
  // Starts the fetch with the route's code; the page reads the same cache entry.
  loader: ({ context, params }) => {
    // A pre-rendered page's read is already in the cache (app/main.tsx adopts it): no fetch then.
    void context.queryClient.prefetchQuery(eventQuery(params.slug));
  },
  component: EventRoute,
});

function EventRoute() {
  const { slug } = Route.useParams();
  return <EventPage slug={slug} />;
}
