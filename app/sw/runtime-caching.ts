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
 * - "sppc-api-personal": the member's own data, and answers that depend on who is signed in
 *   (exclusive jobs for Premium, group invite links for members, the viewer's own review).
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

export const apiRuntimeCaching: RuntimeCaching[] = [
  {
    // The member's card and home summary; jobs (exclusive ones for Premium), WhatsApp groups
    // (invite links for members), a forum thread (the viewer's own replies), business reviews
    // (the viewer's own review); the member's tickets (My tickets) and a ticket opened by its
    // emailed link, so both open at the door without a signal.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin &&
      /^\/api\/(membership\/card|home\/summary|jobs(\/[^/]+)?|whatsapp-groups|forums\/threads\/[^/]+|businesses\/[^/]+\/reviews|events\/rsvps\/mine|events\/tickets\/[^/]+)$/.test(
        url.pathname,
      ),
    handler: "NetworkFirst",
    options: options(PERSONAL_API_CACHE, 100),
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
