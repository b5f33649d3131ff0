import { describe, expect, it } from "vitest";
import { apiRuntimeCaching, PERSONAL_API_CACHE, PUBLIC_API_CACHE } from "../../app/sw/runtime-caching";

type Matcher = (context: { url: URL; sameOrigin: boolean }) => boolean;

/** The cache a GET of `path` lands in (the first rule that matches, as workbox picks), or null. */
function cacheFor(path: string): string | null {
  const url = new URL(path, "https://sppc.example");
  const rule = apiRuntimeCaching.find((entry) => (entry.urlPattern as Matcher)({ url, sameOrigin: true }));
  return (rule?.options?.cacheName as string | undefined) ?? null;
}

describe("service worker runtime caching of event reads", () => {
  it("keeps the member's tickets and an emailed ticket in the personal cache (cleared at sign-out)", () => {
    expect(cacheFor("/api/events/rsvps/mine")).toBe(PERSONAL_API_CACHE);
    expect(cacheFor("/api/events/tickets/secret-token-0123456789")).toBe(PERSONAL_API_CACHE);
  });

  it("keeps the lists, a city's event and one event by slug in the public cache", () => {
    expect(cacheFor("/api/events")).toBe(PUBLIC_API_CACHE);
    expect(cacheFor("/api/events?when=past")).toBe(PUBLIC_API_CACHE);
    expect(cacheFor("/api/events/city/riyadh")).toBe(PUBLIC_API_CACHE);
    expect(cacheFor("/api/events/riyadh-summit")).toBe(PUBLIC_API_CACHE);
    expect(cacheFor("/api/events/photos")).toBe(PUBLIC_API_CACHE);
  });

  it("never caches check-in, calendar files, or a ticket in the shared cache", () => {
    expect(cacheFor("/api/events/checkin")).toBeNull();
    expect(cacheFor("/api/events/checkin/mine")).toBeNull();
    expect(cacheFor("/api/events/riyadh-summit/calendar.ics")).toBeNull();
    expect(cacheFor("/api/events/tickets")).toBeNull();
    expect(cacheFor("/api/events/rsvps")).toBeNull();
  });
});
