/** What this browser can do about Web Push, and its subscription: the device side of the settings. */
import type { PushSubscriptionInput } from "../../../worker/contract/push";
import { isIosBrowser } from "../../sw/install-offer";

export type DeviceSupport = "ready" | "ios-needs-home-screen" | "unsupported";

export function deviceSupport(): DeviceSupport {
  // iOS and iPadOS offer push only to an app added to the Home Screen (16.4 and later).
  if (isIosBrowser()) return "ios-needs-home-screen";
  const ok = "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
  return ok ? "ready" : "unsupported";
}

/** The service worker's registration; none where it is not registered (vite dev, a first visit's load). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return (await navigator.serviceWorker.getRegistration()) ?? undefined;
}

/** This device's push endpoint, if it has one. */
export async function currentEndpoint(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replaceAll("-", "+").replaceAll("_", "/")), (char) => char.charCodeAt(0));

export class PushBlockedError extends Error {}

/**
 * Asks for permission (a tap must lead here: browsers refuse otherwise) and subscribes with the server's
 * key. A subscription made with an older key is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new PushBlockedError("blocked");
  const found = (await registration()) ?? (await navigator.serviceWorker.ready);
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  let subscription: PushSubscription;
  try {
    subscription = await found.pushManager.subscribe(options);
  } catch (error) {
    const old = await found.pushManager.getSubscription();
    if (!old) throw error;
    await old.unsubscribe();
    subscription = await found.pushManager.subscribe(options);
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("The browser gave no push keys");
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Ends this device's subscription; answers its endpoint (null if there was none). */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
