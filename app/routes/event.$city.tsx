import { createFileRoute } from "@tanstack/react-router";
import { EventCityPage } from "../components/events/event-city-page";
import { adoptPageData } from "../lib/page-data";
import { cityEventQuery } from "../queries/events";

export const Route = createFileRoute("/event/$city")({
  // Starts the fetch with the route's code; the page reads the same cache entry.
  loader: ({ context, params }) => {
    // The worker's pre-rendered page carries this read: adopted, it is not fetched again.
    adoptPageData(context.queryClient);
    void context.queryClient.prefetchQuery(cityEventQuery(params.city));
  },
  component: EventCityRoute,
});

function EventCityRoute() {
  const { city } = Route.useParams();
  return <EventCityPage city={city} />;
}
