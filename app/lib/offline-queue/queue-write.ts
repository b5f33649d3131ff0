import { ApiError } from "../api";
import type { QueueKind } from "./types";

/** The browser says there is no connection: write to the queue instead of trying. */
export const isOffline = () => typeof navigator !== "undefined" && navigator.onLine === false;

/** fetch threw (no answer at all): the write may be queued; any HTTP answer is the server's word. */
export const isNetworkError = (error: unknown) => !(error instanceof ApiError);

/** Queues a write, loading the queue code only now (forms import this tiny module, not the queue). */
export async function queueWrite(
  kind: QueueKind,
  ownerId: string,
  body: unknown,
  id: string,
  label?: string,
) {
  const { enqueue } = await import("./enqueue");
  return enqueue(kind, ownerId, body, id, label);
}
