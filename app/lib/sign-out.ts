import { clearPersonalCaches } from "./clear-personal-caches";

/**
 * onClick of a sign-out link (href="/api/logout"): the member's offline data goes first, then the
 * link is followed. (The service worker clears it too when it sees /api/logout: public/sw-extra.js.)
 */
export function signOutClearingCaches(event: { preventDefault: () => void }): void {
  event.preventDefault();
  void clearPersonalCaches().finally(() => window.location.assign("/api/logout"));
}
