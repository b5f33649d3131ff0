import { recordSavedAt } from "./saved-at";

/** A non-2xx answer from /api. The message follows spec point 8: "{status}: {body text or status text}". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
}

/** Every API call goes through here: same-origin cookies are always sent. */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<Response> {
  const isForm = body instanceof FormData;
  const headers = {
    ...(body === undefined || isForm ? {} : { "Content-Type": "application/json" }),
    ...extraHeaders,
  };
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: Object.keys(headers).length ? headers : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * Reads ask the server every time, past the browser's HTTP cache: public answers may be kept for a
 * minute (worker/lib/public-answer.ts), but the app refetches right after a write (a new thread, an
 * RSVP taking a seat) and must see it. TanStack Query is the app's cache; the service worker's
 * caches still answer offline.
 */
export const ALWAYS_REVALIDATE: RequestCache = "no-cache";

/** GET a JSON resource; with `on401: "returnNull"` a 401 means "signed out", not an error. */
export async function getJson<T>(
  url: string,
  options: { on401?: "throw" | "returnNull" } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: "include", cache: ALWAYS_REVALIDATE });
  if (options.on401 === "returnNull" && response.status === 401) {
    // Unread, a no-store answer's body keeps the request open (see discardBody in api-client.ts).
    await response.body?.cancel();
    return null;
  }
  await throwIfNotOk(response);
  recordSavedAt(url, response);
  return (await response.json()) as T;
}
