/**
 * Contract with the offline write queue (app/lib/offline-queue/): when the browser fires Background
 * Sync for the tag "sppc-queue", the service worker (public/sw-extra.js) posts
 * `{ type: "sppc-flush-queue" }` to every open window, and this turns it into a plain window event
 * "sppc-flush-queue". The queue listens with `window.addEventListener("sppc-flush-queue", flush)`,
 * alongside its own triggers (online, visible, start), which browsers without Background Sync
 * (Safari) rely on. This module only relays; it never flushes anything itself.
 */
export const FLUSH_QUEUE_EVENT = "sppc-flush-queue";

export function relayFlushRequests(container: ServiceWorkerContainer): void {
  container.addEventListener("message", (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === FLUSH_QUEUE_EVENT) window.dispatchEvent(new Event(FLUSH_QUEUE_EVENT));
  });
}
