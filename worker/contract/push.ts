import { z } from "zod";

/**
 * What a member can be told on their phone, each switchable in their preferences. "event" covers a
 * change of time or place, a cancellation and the reminder the day before; "announcement" is a
 * campaign staff sent.
 */
export const pushKinds = [
  "message",
  "connection_request",
  "waitlist",
  "event",
  "mention",
  "renewal",
  // Campaigns staff send to a segment of members (issue 34).
  "announcement",
] as const;
export type PushKind = (typeof pushKinds)[number];
export const pushKindSchema = z.enum(pushKinds);

/** Push services answer on https only (and the encryption library refuses anything else). */
const endpointSchema = z
  .url({ protocol: /^https$/, error: "A push endpoint must be an https address" })
  .max(2048);

/** The browser's PushSubscription.toJSON(): where to send, and the keys to encrypt for this device. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    p256dh: z.string().min(20).max(200),
    auth: z.string().min(8).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.object({ endpoint: z.string().min(1).max(2048) });

export const pushPreferenceSchema = z.object({ enabled: z.boolean() });
export const pushKindParamSchema = z.object({ kind: pushKindSchema });

/** GET /api/push/key: the VAPID public key the browser subscribes with (null: push is not set up here). */
export type PushKeyAnswer = { publicKey: string | null };

/** GET /api/push/settings: the member's kinds (on unless switched off) and their devices' endpoints. */
export type PushSettings = {
  kinds: Record<PushKind, boolean>;
  endpoints: string[];
};

/** What the service worker receives (decrypted) in a push event. */
export type PushPayload = { title: string; body: string; url: string; tag: string };
