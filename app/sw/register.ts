import { relayFlushRequests } from "./flush-queue";

type ApplyUpdate = () => void;
type Listener = (apply: ApplyUpdate) => void;

const listeners = new Set<Listener>();
let pendingApply: ApplyUpdate | null = null;

/** Subscribe to "a new version is waiting"; returns the unsubscribe function. */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  if (pendingApply) listener(pendingApply);
  return () => listeners.delete(listener);
}

/**
 * Registers the service worker through workbox-window, in production builds only (a service worker
 * in dev would serve stale modules). Loaded lazily so it never delays the first paint.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  relayFlushRequests(navigator.serviceWorker);
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    pendingApply = () => {
      wb.addEventListener("controlling", () => location.reload());
      wb.messageSkipWaiting();
    };
    for (const listener of listeners) listener(pendingApply);
  });
  // Registration can fail (a private window that allows no service worker, a blocked profile): the
  // app then works online only, which is no reason for an unhandled error.
  await wb.register().catch((error: unknown) => {
    console.warn("The service worker was not registered: offline use is off", error);
  });
}
