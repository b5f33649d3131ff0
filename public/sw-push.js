// Web Push in the generated service worker (vite.config.ts: workbox.importScripts). Plain script: no
// imports, no build step. The worker sends { title, body, url, tag } (worker/contract/push.ts), already
// in the member's language; `dir: "auto"` lets Arabic and Urdu read right to left.

/** Only a path on this site is opened: a push never sends a member elsewhere. */
function sppcPushUrl(url) {
  try {
    const target = new URL(url || "/", self.location.origin);
    return target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
}

self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const tag = typeof payload.tag === "string" ? payload.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(payload.title || "SPPC", {
      body: payload.body || "",
      dir: "auto",
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      // One notification per conversation, event or post: a newer one replaces it and rings again.
      tag,
      renotify: Boolean(tag),
      data: { url: sppcPushUrl(payload.url) },
    }),
  );
});

// Opens the push's screen: a window already showing it is focused; otherwise an open window of the
// app is focused and sent there; with none open (the app was closed), a new one is opened.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = sppcPushUrl(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const showing = windows.find((client) => client.url === url);
      if (showing) return showing.focus();
      const open = windows[0];
      if (open && "navigate" in open) {
        try {
          const moved = await open.navigate(url);
          if (moved) return moved.focus();
        } catch {
          // A window this worker does not control cannot be navigated: open a new one instead.
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});
