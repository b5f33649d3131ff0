import { createFileRoute } from "@tanstack/react-router";
import { EventCityPage } from "../components/events/event-city-page";
import { cityEventQuery } from "../queries/events";

export const Route = createFileRoute("/event/$city")({
  // Starts the fetch with the route's code; the page reads the same cache entry.
  loader: ({ context, params }) => {
    // A pre-rendered page's read is already in the cache (app/main.tsx adopts it): no fetch then.
    void context.queryClient.prefetchQuery(cityEventQuery(params.city));
  },
  component: EventCityRoute,
});

function EventCityRoute() {
  const { city } = Route.useParams();
  return <EventCityPage city={city} />;
}
