import type { PushKind } from "../../contract/push";

/** A push_outbox row as the consumer reads it. */
export type PushSource = { id: string; source: string; data: Record<string, string> };

/** What a push is about, in the words the texts and the member's switches use. */
export type PushTopic =
  | { kind: "message" }
  | { kind: "connection_request" }
  | { kind: "mention" }
  | { kind: "waitlist" }
  | { kind: "event"; what: "changed" | "cancelled" | "reminder" }
  | { kind: "renewal" };

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
