import { describe, expect, it, vi } from "vitest";
import {
  apiRuntimeCaching,
  PERSONAL_API_CACHE,
  PUBLIC_API_CACHE,
  visitorAnswersArePublic,
} from "../../app/sw/runtime-caching";

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

  it("keeps an announcement the member opened in the personal cache, and nothing else of campaigns", () => {
    expect(cacheFor("/api/campaigns/c-1/for-me")).toBe(PERSONAL_API_CACHE);
    expect(cacheFor("/api/admin/campaigns/c-1")).toBeNull();
    expect(cacheFor("/api/campaigns/c-1")).toBeNull();
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

describe("service worker runtime caching of the feed and of pages that vary by viewer", () => {
  it("keeps the feed and saved posts in the personal cache, so the member home opens offline", () => {
    expect(cacheFor("/api/posts")).toBe(PERSONAL_API_CACHE);
    expect(cacheFor("/api/posts?saved=true")).toBe(PERSONAL_API_CACHE);
  });

  /** A Cache Storage stand-in: one Map per cache name, keyed by URL. */
  function fakeCaches() {
    const stores = new Map<string, Map<string, Response>>();
    const open = async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        put: async (request: Request, response: Response) => void store.set(request.url, response),
        match: async (request: Request) => store.get(request.url),
      };
    };
    const match = async (request: Request, options?: { cacheName?: string }) =>
      (await open(options?.cacheName ?? "")).match(request);
    vi.stubGlobal("caches", { open, match });
    return stores;
  }

  const answer = (who: string) => new Response("{}", { status: 200, headers: { "X-Answer-For": who } });

  it("files a visitor's jobs answer in the public cache (kept at sign-out), a member's in the personal one", async () => {
    const rule = apiRuntimeCaching.find((entry) =>
      (entry.urlPattern as Matcher)({ url: new URL("https://sppc.example/api/jobs"), sameOrigin: true }),
    );
    expect(rule?.options?.plugins).toContain(visitorAnswersArePublic);
    const stores = fakeCaches();
    const request = new Request("https://sppc.example/api/jobs");
    // A visitor's answer: not for the personal cache (null), copied to the public one.
    expect(
      await visitorAnswersArePublic.cacheWillUpdate({ request, response: answer("visitor") }),
    ).toBeNull();
    expect(stores.get(PUBLIC_API_CACHE)?.has(request.url)).toBe(true);
    // A member's answer stays personal.
    const mine = answer("member");
    expect(await visitorAnswersArePublic.cacheWillUpdate({ request, response: mine })).toBe(mine);
    // Offline with the personal cache cleared: the visitor's copy answers.
    expect(
      await visitorAnswersArePublic.cachedResponseWillBeUsed({ request, cachedResponse: undefined }),
    ).toBeInstanceOf(Response);
    expect(await visitorAnswersArePublic.cachedResponseWillBeUsed({ request, cachedResponse: mine })).toBe(
      mine,
    );
  });
});
