import type { RuntimeCaching } from "workbox-build";

/**
 * The API reads the service worker keeps, so their pages open offline with the last data seen
 * (vite.config.ts hands this list to generateSW).
 *
 * NetworkFirst rather than stale-while-revalidate: the app refetches a read right after a mutation
 * (a reply, a review, a new job) and must see the new answer, not the cached one, so online reads
 * always come from the network; the cache answers when the network fails, or is slower than
 * NETWORK_TIMEOUT_SECONDS (weak signal at an event: the card still shows).
 *
 * The `urlPattern` functions are copied into sw.js as source text: they must not use anything
 * outside their own body. GET only (workbox's default), same origin, 200 answers only.
 *
 * Two caches:
 * - "sppc-api-public": answers that are the same for everyone.
 * - "sppc-api-personal": the member's own data, and members' answers that depend on who is signed in
 *   (exclusive jobs for Premium, group invite links for members, the viewer's own review); the
 *   same reads answered to a visitor go to the public cache (visitorAnswersArePublic).
 *   app/lib/clear-personal-caches.ts and public/sw-extra.js delete it at sign-out and sign-in.
 * Never cached: admin, auth, payments, notifications, check-in, photo bytes, any write.
 */
export const PUBLIC_API_CACHE = "sppc-api-public";
export const PERSONAL_API_CACHE = "sppc-api-personal";

const NETWORK_TIMEOUT_SECONDS = 8;
const THIRTY_DAYS = 30 * 24 * 60 * 60;

const options = (cacheName: string, maxEntries: number) => ({
  cacheName,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  cacheableResponse: { statuses: [200] },
  expiration: { maxEntries, maxAgeSeconds: THIRTY_DAYS, purgeOnQuotaError: true },
});

/**
 * Where an answer to a read whose content depends on who asks goes (workbox plugin; its functions are
 * copied into sw.js as source text, so they use nothing outside their own bodies). The worker marks
 * every /api answer with `X-Answer-For` (worker/lib/answer-headers.ts): "visitor" when nobody was
 * signed in. A visitor's answer is anyone's: it goes to the public cache, which sign-out keeps, so a
 * page read while signed out opens offline whatever happens to the personal cache. A member's answer
 * stays personal. Offline, the member's own copy is used first, then the visitors' one.
 */
export const visitorAnswersArePublic = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }) => {
    if (response.status !== 200 || response.headers.get("X-Answer-For") !== "visitor") return response;
    const cache = await caches.open("sppc-api-public");
    await cache.put(request, response.clone());
    return null;
  },
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: {
    request: Request;
    cachedResponse?: Response;
  }) => cachedResponse ?? (await caches.match(request, { cacheName: "sppc-api-public" })) ?? null,
};

export const apiRuntimeCaching: RuntimeCaching[] = [
  {
    // Only ever one member's: the card and home summary, the feed and saved posts, the member's
    // tickets (My tickets) and a ticket opened by its emailed link, so both open at the door without
    // a signal; an announcement the member opened from the bell or a push (campaigns/{id}/for-me).
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      /^\/api\/(membership\/card|home\/summary|posts|events\/rsvps\/mine|events\/tickets\/[^/]+|campaigns\/[^/]+\/for-me)$/.test(
        url.pathname,
      ),
    handler: "NetworkFirst",
    options: options(PERSONAL_API_CACHE, 100),
  },
  {
    // Public pages whose answer depends on who asks: jobs (exclusive ones for Premium), WhatsApp groups
    // (invite links for members), a forum thread (the viewer's own replies), business reviews (the
    // viewer's own review). A member's answer is personal, a visitor's public (visitorAnswersArePublic).
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      /^\/api\/(jobs(\/[^/]+)?|whatsapp-groups|forums\/threads\/[^/]+|businesses\/[^/]+\/reviews)$/.test(
        url.pathname,
      ),
    handler: "NetworkFirst",
    options: { ...options(PERSONAL_API_CACHE, 100), plugins: [visitorAnswersArePublic] },
  },
  {
    // The directory, forum lists, events (the lists, a city's event, one event by slug, approved
    // photos; not check-in, not photo bytes, not tickets), tiers, partners, calendar.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      /^\/api\/(businesses(\/(?!mine$)[^/]+)?|forums\/(categories|threads)|events(\/city\/[^/]+|\/(?!checkin$|rsvps$|tickets$)[^/]+)?|membership\/(tiers|partners|sponsorship-packages)|calendar)$/.test(
        url.pathname,
      ),
    handler: "NetworkFirst",
    options: options(PUBLIC_API_CACHE, 200),
  },
];
