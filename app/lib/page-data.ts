import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { readSavedLanguage } from "../i18n/language";

/**
 * Adopts the reads the worker's pre-rendered page already shows (worker/pages/prerender.ts writes them
 * into #sppc-page-data), so they are not fetched again; read once, later navigations fetch as usual. A
 * page opened from the service worker's shell has no block. The page is in its address's language
 * (`?lang=`) and cached publicly, so a reader whose saved language differs would get answers in the
 * wrong one: their app fetches its own instead.
 */
export function adoptPageData(queryClient: QueryClient): void {
  const block = document.getElementById("sppc-page-data");
  if (!block) return;
  block.remove();
  try {
    const { language, queries = [] } = JSON.parse(block.textContent ?? "{}") as {
      language?: string;
      queries?: { queryKey: QueryKey; data: unknown }[];
    };
    // A member's answers can differ from a visitor's (their RSVP, their review): theirs are fetched.
    if (language !== readSavedLanguage() || document.cookie.includes("sppc.signed_in=1")) return;
    for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
  } catch {
    // A broken block only costs the fetch the page would have made anyway.
  }
}
