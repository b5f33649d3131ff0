import { buildPushHTTPRequest } from "@pushforge/builder";
import type { PushPayload } from "../../contract/push";
import type { Vapid } from "./vapid";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** What the push service answered: 201 sent, 404/410 the device is gone, anything else failed. */
export type PushOutcome = "sent" | "gone" | "failed";

/** Sends one push to one device. The adapter around the encryption library and the push service. */
export interface PushSender {
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}

/** How long a push service keeps a push for a device that is offline: a day-old notice is stale. */
const TTL_SECONDS = 12 * 3600;

/**
 * Web Push with @pushforge/builder: it encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID
 * token (RFC 8292) with WebCrypto alone, which is what a Worker has (the usual Node library needs
 * node:crypto's ECDH and https). The request then goes out with the Worker's fetch.
 */
export function webPushSender(vapid: Vapid): PushSender {
  return {
    async send(target, payload) {
      const request = await buildPushHTTPRequest({
        privateJWK: vapid.privateJwk,
        subscription: { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        message: {
          payload,
          adminContact: vapid.subject,
          options: { ttl: TTL_SECONDS, urgency: "high" },
        },
      });
      const response = await fetch(request.endpoint, {
        method: "POST",
        headers: request.headers,
        body: request.body,
      });
      await response.body?.cancel();
      if (response.ok) return "sent";
      return response.status === 404 || response.status === 410 ? "gone" : "failed";
    },
  };
}
