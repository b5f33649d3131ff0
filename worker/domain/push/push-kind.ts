import type { PushKind } from "../../contract/push";
import { toBase64url } from "../../lib/base64url";

/** A push_outbox row as the consumer reads it. */
export type PushSource = { id: string; source: string; data: Record<string, string> };

/** What a push is about, in the words the texts and the member's switches use. */
export type PushTopic =
  | { kind: "message" }
  | { kind: "connection_request" }
  | { kind: "mention" }
  | { kind: "waitlist" }
  | { kind: "event"; what: "changed" | "cancelled" | "reminder" }
  | { kind: "renewal" }
  | { kind: "announcement" };

/**
 * The push a row stands for, or null for a bell notice phones are not told about (a member's own
 * RSVP or cancellation: they just did it). The one mapping from notices to push kinds.
 */
export function pushTopicOf(row: PushSource): PushTopic | null {
  switch (row.source) {
    case "message":
    case "connection_request":
    case "mention":
    case "renewal":
      return { kind: row.source };
    case "campaign":
      return { kind: "announcement" };
    case "event_reminder":
      return { kind: "event", what: "reminder" };
    case "rsvp":
      if (row.data.status === "promoted") return { kind: "waitlist" };
      if (row.data.status === "changed") return { kind: "event", what: "changed" };
      // The whole event was called off (event-cancellation.ts), not a seat the member gave up.
      if (row.data.status === "cancelled" && row.id.startsWith("rsvp-event-cancelled:")) {
        return { kind: "event", what: "cancelled" };
      }
      return null;
    default:
      return null;
  }
}

export const kindOf = (topic: PushTopic): PushKind => topic.kind;

/**
 * RFC 8030 §5.3: a phone in power-saving mode wakes at once only for `high`. A message is a person
 * waiting for an answer; the rest (requests, event news, renewals) can wait for the next wake-up.
 */
export const urgencyOf = (topic: PushTopic): "high" | "normal" =>
  topic.kind === "message" ? "high" : "normal";

/**
 * RFC 8030 §5.4: a push service keeps only the newest undelivered push of a Topic, so a phone that was
 * off gets one push per conversation, event or post instead of a backlog. Derived from the lock-screen
 * tag (the same collapse on the phone); hashed because a Topic is at most 32 base64url characters and
 * the push service need not see our ids.
 */
export async function pushTopicHeader(tag: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(tag));
  // 24 bytes are exactly 32 base64url characters, with no padding.
  return toBase64url(new Uint8Array(digest).slice(0, 24));
}
