import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Language } from "../../worker/contract/enums";
import { hasSessionHint } from "./session-hint";

type PageQuery = { queryKey: QueryKey; data: unknown; api?: { path: string; answer: unknown } };

/** app/sw/runtime-caching.ts's PUBLIC_API_CACHE (not imported: that module is build-time config). */
const PUBLIC_API_CACHE = "sppc-api-public";

/**
 * Adopts the reads the worker's pre-rendered page already shows (worker/pages/prerender.ts writes them
 * into #sppc-page-data), so they are not fetched again; read once, later navigations fetch as usual. A
 * page opened from the service worker's shell has no block. The page is in its address's language
 * (`?lang=`) and cached publicly, so a reader whose saved language differs would get answers in the
 * wrong one: their app fetches its own instead.
 */
export function adoptPageData(queryClient: QueryClient, savedLanguage: Language): void {
  const block = document.getElementById("sppc-page-data");
  if (!block) return;
  block.remove();
  try {
    const { language, queries = [] } = JSON.parse(block.textContent ?? "{}") as {
      language?: string;
      queries?: PageQuery[];
    };
    // A member's answers can differ from a visitor's (their RSVP, their replies): theirs are fetched.
    if (language !== savedLanguage || hasSessionHint()) return;
    for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data);
    void keepForOffline(queries);
  } catch {
    // A broken block only costs the fetch the page would have made anyway.
  }
}

/**
 * The service worker keeps every public read the app fetches, so its page opens offline later; an
 * adopted read was never fetched, so its answer is stored here as the worker would have (a visitor's
 * answer, dated now for the page's "saved … ago" note).
 */
async function keepForOffline(queries: PageQuery[]): Promise<void> {
  // Also before the service worker controls the page (a first visit): it opens the same cache later.
  if (!("caches" in window)) return;
  const cache = await caches.open(PUBLIC_API_CACHE);
  for (const { api } of queries) {
    if (!api) continue;
    const headers = { "Content-Type": "application/json", Date: new Date().toUTCString() };
    await cache.put(api.path, new Response(JSON.stringify(api.answer), { headers }));
  }
}
