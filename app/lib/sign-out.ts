import { clearPersonalCaches } from "./clear-personal-caches";

// Clearing the device gets this long before sign-out goes ahead anyway.
const SIGN_OUT_WAIT_MS = 1000;

/**
 * onClick of a sign-out link (href="/api/logout"): what this device keeps for the member goes first
 * (the service worker's personal caches; a door steward's saved ticket lists, whose unsynced
 * check-ins stay with their steward), then the link is followed. The service worker also clears its
 * caches when it sees /api/logout (public/sw-extra.js).
 */
export function signOutClearingCaches(event: { preventDefault: () => void }): void {
  event.preventDefault();
  const clearing = Promise.all([
    clearPersonalCaches(),
    // Loaded only now: the door's storage code is not part of anyone's first visit.
    import("../components/admin-events/checkin-sign-out").then((door) => door.clearDoorAtSignOut()),
  ]).catch(() => undefined);
  const cap = new Promise((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS));
  void Promise.race([clearing, cap]).finally(() => window.location.assign("/api/logout"));
}
