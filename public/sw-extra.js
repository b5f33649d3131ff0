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
