// The one fake /api for app tests: stubFetch replaces the global fetch (tests/app/setup.ts restores it
// after each test), json<T> answers with a body typed by the worker's contract, apiError with the
// worker's error body. A renamed or removed contract field then fails `npm run typecheck` here.
import { type Mock, vi } from "vitest";
import type { ErrorBody, ErrorCode } from "../../worker/contract/errors";
import type { CurrentUser } from "../../worker/contract/user";

/** A request the app made, read back: "GET /api/jobs" is its key, its JSON body is parsed. */
export type ApiRequest = {
  method: string;
  url: URL;
  path: string;
  /** `${method} ${path}` (no query string), the key of a route table. */
  key: string;
  /** A JSON body parsed, another string body as it is, FormData as it is. */
  body: unknown;
  init: RequestInit | undefined;
};

type Answer = Response | Promise<Response>;
/** Answers a request, or leaves it (undefined) to the defaults: the signed-in user, then 404. */
export type Handler = (request: ApiRequest) => Answer | undefined;
/** "METHOD /path" (no query string) → answer. */
export type Routes = Record<string, (request: ApiRequest) => Answer>;
export type FetchStub = Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;

/**
 * A JSON answer whose body must be the type named: `json<AdminPaymentsPage>({ payments, nextCursor })`.
 * The type argument is required (without it the body's type is `never`), so the body is checked
 * against the worker's contract rather than inferred from itself.
 */
export function json<T = never>(body: NoInfer<T>, init: number | ResponseInit = 200): Response {
  return Response.json(body, typeof init === "number" ? { status: init } : init);
}

/** An error answer as the worker sends it (worker/contract/errors.ts). */
export function apiError(
  status: number,
  code: ErrorCode,
  message: string = code,
  details?: unknown,
): Response {
  return json<ErrorBody>({ error: { code, message, ...(details === undefined ? {} : { details }) } }, status);
}

/** What an unanswered request gets: a 404 that names it. */
const notStubbed = (request: ApiRequest) => apiError(404, "not_found", `not stubbed: ${request.key}`);

/** Reads fetch's arguments the way the worker would see the request (relative URLs against localhost). */
export function readRequest(input: RequestInfo | URL, init?: RequestInit): ApiRequest {
  const request = input instanceof Request ? input : undefined;
  const url = new URL(request ? request.url : String(input), "http://localhost");
  const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
  let body: unknown = init?.body ?? undefined; // null (no body) reads as undefined
  if (typeof body === "string") {
    try {
      body = JSON.parse(body);
    } catch {
      // Not JSON: kept as the string it is.
    }
  }
  return { method, url, path: url.pathname, key: `${method} ${url.pathname}`, body, init };
}

/**
 * Replaces fetch with a fake /api. `answer` is a function of the request or a route table keyed
 * "METHOD /path"; what it leaves unanswered goes to `user` (GET /api/auth/user answers that member,
 * or 401 when `user` is null; not answered when it is left out), then to a 404. Returns the mock:
 * its `mock.calls` are the app's `[input, init]`; requestsOf reads them back.
 */
export function stubFetch(
  answer: Handler | Routes = {},
  options: { user?: CurrentUser | null } = {},
): FetchStub {
  const handle: Handler = typeof answer === "function" ? answer : (request) => answer[request.key]?.(request);
  const fetchMock: FetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = readRequest(input, init);
    const answered = handle(request);
    if (answered) return answered;
    if (options.user !== undefined && request.key === "GET /api/auth/user")
      return options.user ? json<CurrentUser>(options.user) : apiError(401, "unauthorized", "Not signed in");
    return notStubbed(request);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The requests made through the stub, read back; with `method`, only those. */
export function requestsOf(fetchMock: FetchStub, method?: string): ApiRequest[] {
  return fetchMock.mock.calls
    .map(([input, init]) => readRequest(input, init))
    .filter((request) => !method || request.method === method);
}

/** The address of each request made through the stub, path and query ("/api/jobs?limit=5"). */
export const urlsOf = (fetchMock: FetchStub) =>
  requestsOf(fetchMock).map(({ url }) => `${url.pathname}${url.search}`);

/** The requests other than GET (the writes), read back. */
export const writesOf = (fetchMock: FetchStub) =>
  requestsOf(fetchMock).filter((request) => request.method !== "GET");
