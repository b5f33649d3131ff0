/** Chromium's install offer (`beforeinstallprompt`), kept for the install banner to use once. */
export type InstallOffer = Event & { prompt: () => Promise<unknown> };

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const DISMISSED_KEY = "sppc-install-dismissed";

function set(next: InstallOffer | null): void {
  offer = next;
  for (const listener of listeners) listener();
}

/**
 * Called at start: the browser offers installing early, before the app has rendered, sometimes before
 * its code has run at all; index.html's inline script keeps that offer for us.
 */
export function listenForInstallOffer(): void {
  const early = (globalThis as { __sppcInstallOffer?: InstallOffer }).__sppcInstallOffer;
  if (early) set(early);
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our banner asks instead of the browser's own mini-infobar.
    event.preventDefault();
    set(event as InstallOffer);
  });
  window.addEventListener("appinstalled", () => set(null));
}

export const currentInstallOffer = () => offer;
export const forgetInstallOffer = () => set(null);

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** iPhone and iPad Safari offer no install event: people add the app through the Share menu. */
export function isIosBrowser(): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === "MacIntel" && navigator.maxTouchPoints > 1);
  return ios && !(navigator as { standalone?: boolean }).standalone;
}

export function installDismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberInstallDismissed(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, "1");
  } catch {
    // Storage blocked: the banner simply shows again next visit.
  }
}
