import { queryOptions } from "@tanstack/react-query";
import type { Language } from "../../worker/contract/enums";
import { api, unwrap } from "../lib/api-client";

/** Calendar query keys; the root is the path the calendar admin page refreshes by. */
export const calendarKeys = {
  all: [api.calendar.$path()] as const,
  upcoming: (language: Language) => [api.calendar.$path(), language] as const,
};

/** The card's upcoming dates, titled in the page's language. */
export const calendarQuery = (language: Language) =>
  queryOptions({
    queryKey: calendarKeys.upcoming(language),
    queryFn: async () => (await unwrap(api.calendar.$get({ query: { language } }))).dates,
    // Dates change a few times a year: no need to ask again on every visit.
    staleTime: 10 * 60_000,
  });
