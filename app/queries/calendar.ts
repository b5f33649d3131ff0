import { queryOptions } from "@tanstack/react-query";
import type { CalendarResponse } from "../../worker/contract/calendar";
import type { Language } from "../../worker/contract/enums";
import { getJson } from "../lib/api";

/** The card's upcoming dates, titled in the page's language. */
export const calendarQuery = (language: Language) =>
  queryOptions({
    queryKey: ["/api/calendar", language],
    queryFn: async () => (await getJson<CalendarResponse>(`/api/calendar?language=${language}`))?.dates ?? [],
    // Dates change a few times a year: no need to ask again on every visit.
    staleTime: 10 * 60_000,
  });
