import { createFileRoute } from "@tanstack/react-router";
import { EventsPage } from "../components/events-page/events-page";
import { type EventsSearch, parseEventsSearch } from "../components/events-page/events-search";

export const Route = createFileRoute("/events")({
  // ?tab=past&city=riyadh&type=Networking: the tab and filters survive a reload and can be shared.
  validateSearch: (search: Record<string, unknown>): EventsSearch => parseEventsSearch(search),
  component: EventsRoute,
});

function EventsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <EventsPage search={search} onSearchChange={(next) => navigate({ search: next, replace: true })} />;
}
