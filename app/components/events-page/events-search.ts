import { type EventCity, type EventType, eventCities, eventTypes } from "../../../worker/contract/enums";

/** /events?tab=past&city=riyadh&type=Networking: what the list shows, kept in the URL. */
export type EventsSearch = { tab?: "past"; city?: EventCity; type?: EventType };

/** Unknown values fall back to "everything", so an old or mistyped link still opens the page. */
export function parseEventsSearch(search: Record<string, unknown>): EventsSearch {
  const city = eventCities.find((known) => known === String(search.city ?? "").toLowerCase());
  const type = eventTypes.find((known) => known.toLowerCase() === String(search.type ?? "").toLowerCase());
  return {
    ...(search.tab === "past" ? { tab: "past" as const } : {}),
    ...(city ? { city } : {}),
    ...(type ? { type } : {}),
  };
}
