/** What can be written offline; each kind is one POST route that honours `Idempotency-Key`. */
export type QueueKind = "rsvp" | "post" | "message";

export type QueueStatus = "pending" | "sending" | "failed";

/** The server's reason for refusing an item (our error shape), kept to show with Retry and Discard. */
export type QueueError = {
  message: string;
  code?: string;
  status?: number;
  /** A 429's end of the wait (now + retryAfterSeconds when refused), to say how long is left. */
  retryAt?: string;
};

export type QueueItem = {
  /** A client-made UUID, sent as the Idempotency-Key: however often it is sent, it lands once. */
  id: string;
  kind: QueueKind;
  /** The user id, or "visitor" for a signed-out RSVP: a queue belongs to its user. */
  ownerId: string;
  body: unknown;
  /** What the page called it when it was written (the event's name for an RSVP), to list it by. */
  label?: string;
  status: QueueStatus;
  error?: QueueError;
  createdAt: string;
  attempts: number;
};

export const VISITOR = "visitor";
