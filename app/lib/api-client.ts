import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
// Type only: tsconfig.app.json references the worker project, so this resolves to its emitted
// declarations (no worker code and none of its Cloudflare globals enter the app's program).
import type { AppType } from "../../worker/index";
import { ALWAYS_REVALIDATE, ApiError } from "./api";
import { recordSavedAt } from "./saved-at";

/** Each GET answer's Date header is noted for OfflineNote ("saved at"), as getJson does; reads revalidate as getJson's do. */
async function sameOriginFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { cache: ALWAYS_REVALIDATE, ...init });
  if (response.ok && (init?.method ?? "GET") === "GET") recordSavedAt(String(input), response);
  return response;
}

/**
 * The one typed client of /api: `api.events.city[":city"].$get(pathParams({ city }))`. Routes, params,
 * query, JSON bodies and answers come from the worker's own route types. Same origin, cookies always sent.
 */
export const api = hc<AppType>("/", { fetch: sameOriginFetch, init: { credentials: "include" } }).api;

/** The JSON of the route's 2xx answers (a route answering `c.json(x)` may answer any status, 2xx included). */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, infer F>
    ? [Extract<S, SuccessStatusCode>] extends [never]
      ? never
      : F extends "json"
        ? T
        : never
    : never;

async function failed(response: ClientResponse<unknown>): Promise<ApiError> {
  return new ApiError(response.status, response.statusText, await response.text());
}

/**
 * Awaits a client call: its typed JSON when the status is 2xx, otherwise an ApiError whose message is
 * "{status}: {body text or status text}" (spec point 8).
 */
export async function unwrap<R extends ClientResponse<unknown>>(call: Promise<R>): Promise<SuccessBody<R>> {
  const response = await call;
  if (!response.ok) throw await failed(response);
  return (await response.json()) as SuccessBody<R>;
}

/** As unwrap, for reads a visitor may make: 401 means "signed out" and answers null. */
export async function unwrapOrNull<R extends ClientResponse<unknown>>(
  call: Promise<R>,
): Promise<SuccessBody<R> | null> {
  const response = await call;
  if (response.status === 401) {
    await discardBody(response);
    return null;
  }
  if (!response.ok) throw await failed(response);
  return (await response.json()) as SuccessBody<R>;
}

/** The response itself when 2xx (a download, headers to read), otherwise the ApiError. */
export async function okResponse<R extends ClientResponse<unknown>>(call: Promise<R>): Promise<R> {
  const response = await call;
  if (!response.ok) throw await failed(response);
  return response;
}

/** As unwrap, for calls whose answer is not read: only the status matters. */
export async function expectOk(call: Promise<ClientResponse<unknown>>): Promise<void> {
  await discardBody(await okResponse(call));
}

/**
 * Lets go of an answer whose body is not read. API answers are `no-store`, so the browser's HTTP cache
 * no longer reads them to the end: an unread body would keep its request (and connection) open.
 */
export async function discardBody(response: { body: ReadableStream | null; bodyUsed: boolean }) {
  if (!response.bodyUsed) await response.body?.cancel();
}

/**
 * Path parameters for a client call, each encoded: hc puts them into the path as given, so a value with
 * "/" or "?" would otherwise reach another route. `api.jobs[":slug"].$get(pathParams({ slug }))`.
 */
export function pathParams<P extends Record<string, string>>(param: P): { param: P } {
  const encoded = Object.fromEntries(
    Object.entries(param).map(([key, value]) => [key, encodeURIComponent(value)]),
  );
  return { param: encoded as P };
}
