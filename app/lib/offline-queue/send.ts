import { ApiError } from "../api";
import { api } from "../api-client";
import { serverMessage } from "../api-errors";
import { retryAfterSecondsOf } from "../retry-after";
import type { QueueError, QueueItem, QueueKind } from "./types";

/** Stored with nothing but the kind: the addresses come from the typed client, so they follow the routes. */
export const queueUrls: Record<QueueKind, string> = {
  rsvp: api.events.rsvp.$path(),
  post: api.posts.$path(),
  message: api.messages.$path(),
};

/**
 * What one attempt came to: synced (2xx), offline (no network: keep it, stop for now), busy (409 with
 * Retry-After: the same key is still being processed, try again shortly), server-error (5xx: not
 * stored by the server, try again at the next trigger), or failed (4xx: the server's reason; a 429's
 * with when its wait ends).
 */
export type SendOutcome =
  | { type: "synced"; result: unknown }
  | { type: "offline" }
  | { type: "busy" }
  | { type: "server-error" }
  | { type: "failed"; error: QueueError };

function errorCode(body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
}

export async function sendItem(item: QueueItem): Promise<SendOutcome> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return { type: "offline" };
  let response: Response;
  try {
    response = await fetch(queueUrls[item.kind], {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", "Idempotency-Key": item.id },
      body: JSON.stringify(item.body),
    });
  } catch {
    return { type: "offline" };
  }
  if (response.ok) return { type: "synced", result: await response.json().catch(() => null) };
  // A 409 without Retry-After is the route's own answer (registration closed): a real refusal.
  if (response.status === 409 && response.headers.has("Retry-After")) return { type: "busy" };
  if (response.status >= 500) return { type: "server-error" };
  const body = await response.text().catch(() => "");
  const error = new ApiError(response.status, response.statusText, body);
  // A 429 (a limit against spam) is not retried on its own, nor dropped: it waits as "not sent" with
  // the time the wait ends, for the member to send it again (the server did not store the refusal).
  const seconds = response.status === 429 ? retryAfterSecondsOf(error) : null;
  return {
    type: "failed",
    error: {
      message: serverMessage(error) ?? error.message,
      code: errorCode(body),
      status: response.status,
      ...(seconds ? { retryAt: new Date(Date.now() + seconds * 1000).toISOString() } : {}),
    },
  };
}
