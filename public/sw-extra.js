// Loaded into the generated service worker (vite.config.ts: workbox.importScripts), before workbox's
// own listeners. Plain script: no imports, no build step.

// The caches holding one member's data (app/sw/runtime-caching.ts, vite.config.ts); the page-side
// list is app/lib/clear-personal-caches.ts: keep both the same.
const SPPC_PERSONAL_CACHES = ["sppc-api-personal", "sppc-auth-user"];

// Signing out is a navigation to /api/logout: clear the member's cached data on the way, whichever
// link or page started it. No respondWith: the request goes to the network as usual.
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname === "/api/logout") {
    event.waitUntil(Promise.all(SPPC_PERSONAL_CACHES.map((name) => caches.delete(name))));
  }
});

// Background Sync (Chromium; Safari has none, so the page also flushes on `online`, on becoming
// visible and at start). The offline queue registers the tag "sppc-queue"; the worker has no queue
// code of its own, so it asks every open window to flush. Contract: the message
// { type: "sppc-flush-queue" } becomes a window event "sppc-flush-queue" (app/sw/flush-queue.ts).
self.addEventListener("sync", (event) => {
  if (event.tag !== "sppc-queue") return;
  event.waitUntil(
    self.clients.matchAll({ includeUncontrolled: true, type: "window" }).then((windows) => {
      for (const client of windows) client.postMessage({ type: "sppc-flush-queue" });
    }),
  );
});

// The first install claims the open page (vite.config.ts: clientsClaim), but what that page read
// before went to the network around this worker and is not saved for offline. So on activation the
// signed-in member's session, card and tickets are read once more and saved in the caches workbox
// reads them from (same cache names and URLs as app/sw/runtime-caching.ts and vite.config.ts): a
// member who goes offline right after a first visit sees their own card, never the visitors' sample.
// Signed out (401), nothing is saved. Failures are ignored: workbox saves them on the next read.
const SPPC_SAVE_AT_START = [
  ["sppc-api-personal", "/api/membership/card"],
  ["sppc-api-personal", "/api/events/rsvps/mine"],
];

async function sppcSave(cacheName, path) {
  const response = await fetch(path, { credentials: "same-origin" });
  if (response.status !== 200) return false;
  const cache = await caches.open(cacheName);
  await cache.put(new URL(path, self.location.origin).href, response);
  return true;
}

// A visitor has no session to read: without the readable sign of one (worker/lib/session-hint.ts) the
// read would only answer 401, which also ends that sign. Where service workers have no cookieStore
// (Safari, Firefox), the read is made and a 401 saves nothing.
async function sppcMaySignedIn() {
  if (!self.cookieStore) return true;
  const hint = await self.cookieStore.get("sppc.signed_in").catch(() => undefined);
  return hint?.value === "1";
}

// Not held in event.waitUntil: an activating worker holds back the page's requests until it is active,
// and a slow network must not stall the page for this.
self.addEventListener("activate", () => {
  sppcMaySignedIn()
    .then((maybe) => (maybe ? sppcSave("sppc-auth-user", "/api/auth/user") : false))
    .then((signedIn) =>
      signedIn ? Promise.all(SPPC_SAVE_AT_START.map(([name, path]) => sppcSave(name, path))) : undefined,
    )
    .catch(() => undefined);
});
