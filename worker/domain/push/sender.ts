import type { PushPayload } from "../../contract/push";
import { encryptPush, MAX_PUSH_PLAINTEXT } from "./encrypt";
import type { Vapid } from "./vapid";
import { vapidAuthorization } from "./vapid-token";

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** One push for one device: what it says, how urgently, and what it replaces (its Topic). */
export type OutgoingPush = { payload: PushPayload; urgency: "high" | "normal"; topic: string };
/** What the push service answered: 201 sent, 404/410 the device is gone, anything else failed. */
export type PushOutcome = "sent" | "gone" | "failed";

/** Sends one push to one device. The adapter around the encryption and the push service. */
export interface PushSender {
  send(target: PushTarget, push: OutgoingPush): Promise<PushOutcome>;
}

/** How long a push service keeps a push for a device that is offline: a day-old notice is stale. */
const TTL_SECONDS = 12 * 3600;

const encoder = new TextEncoder();

/**
 * The payload's bytes, within one push's limit: names and excerpts are short, but an event's name is
 * an admin's free text, and a push that can never be encrypted would be retried for nothing. A lock
 * screen shows a hundred-odd characters anyway.
 */
export function payloadBytes(payload: PushPayload): Uint8Array {
  const bytes = encoder.encode(JSON.stringify(payload));
  if (bytes.length <= MAX_PUSH_PLAINTEXT) return bytes;
  return encoder.encode(
    JSON.stringify({ ...payload, title: payload.title.slice(0, 200), body: payload.body.slice(0, 400) }),
  );
}

/**
 * Web Push (RFC 8030) with WebCrypto alone, which is what a Worker has: the payload encrypted for the
 * device (RFC 8291, aes128gcm), the request signed with the VAPID key (RFC 8292). The caller checked
 * the endpoint against the allowed push services (endpoint-policy.ts); a redirect is never followed.
 */
export function webPushSender(vapid: Vapid): PushSender {
  return {
    async send(target, push) {
      const body = await encryptPush(payloadBytes(push.payload), target);
      const response = await fetch(target.endpoint, {
        method: "POST",
        redirect: "manual",
        headers: {
          Authorization: await vapidAuthorization(vapid, target.endpoint),
          "Content-Encoding": "aes128gcm",
          "Content-Type": "application/octet-stream",
          TTL: String(TTL_SECONDS),
          Urgency: push.urgency,
          Topic: push.topic,
        },
        body,
      });
      await response.body?.cancel();
      if (response.ok) return "sent";
      return response.status === 404 || response.status === 410 ? "gone" : "failed";
    },
  };
}
