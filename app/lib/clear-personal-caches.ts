/**
 * The service worker caches that hold one member's data (app/sw/runtime-caching.ts and the
 * /api/auth/user entry in vite.config.ts). public/sw-extra.js has the same list: keep both equal.
 */
const PERSONAL_CACHES = ["sppc-api-personal", "sppc-auth-user"];

/**
 * Deletes the member's cached data, so the next person on this device never sees it offline.
 * Called at sign-out, at sign-in, and when the session turns out to have ended. Without the Cache
 * API (old browsers, plain http) there is nothing to clear.
 */
export async function clearPersonalCaches(): Promise<void> {
  if (typeof caches === "undefined") return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
