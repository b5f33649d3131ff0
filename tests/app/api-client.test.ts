import { describe, expect, it } from "vitest";
import { ApiError } from "../../app/lib/api";
import { api, expectOk, unwrap, unwrapOrNull } from "../../app/lib/api-client";
import { savedAtFor } from "../../app/lib/saved-at";
import type { FeedPost } from "../../worker/contract/posts";
import { json, requestsOf, stubFetch } from "./fetch-stub";

// Raw answers where the test is about how any status and body are read.
const answerWith = (response: Response) => stubFetch(() => response);

describe("typed client", () => {
  it("sends same-origin requests with credentials, the query and the JSON body", async () => {
    const fetchMock = stubFetch({
      "POST /api/posts/p1/comments": () => json<{ comment: { id: string } }>({ comment: { id: "c1" } }, 201),
    });
    await unwrap(api.posts[":id"].comments.$post({ param: { id: "p1" }, json: { content: "hi" } }));
    const [request] = requestsOf(fetchMock);
    expect(request?.url.pathname).toBe("/api/posts/p1/comments");
    expect(request?.body).toEqual({ content: "hi" });
    expect(request?.init).toMatchObject({ method: "POST", credentials: "include" });
    expect(new Headers(request?.init?.headers).get("Content-Type")).toBe("application/json");
  });

  // Public answers may sit in the browser's cache for a minute; the app's reads never take them from
  // there, or a member would not see the thread they just started.
  it("asks the server every time, past the browser's HTTP cache", async () => {
    const fetchMock = stubFetch({
      "GET /api/forums/threads": () => json<{ threads: never[] }>({ threads: [] }),
    });
    await unwrap(api.forums.threads.$get({ query: {} }));
    expect(requestsOf(fetchMock)[0]?.init).toMatchObject({ cache: "no-cache" });
  });

  it("answers the typed JSON of a 2xx and notes when a GET was saved", async () => {
    answerWith(
      json<{ posts: FeedPost[]; nextCursor: string | null }>(
        { posts: [], nextCursor: null },
        { headers: { Date: "Thu, 26 Nov 2026 10:00:00 GMT" } },
      ),
    );
    const page = await unwrap(api.posts.$get({ query: { saved: "true" } }));
    expect(page.nextCursor).toBeNull();
    expect(savedAtFor("/api/posts")).toBe(Date.parse("Thu, 26 Nov 2026 10:00:00 GMT"));
  });

  it("turns a non-2xx answer into '{status}: {body text}', or the status text when empty", async () => {
    answerWith(new Response("Event is full", { status: 409, statusText: "Conflict" }));
    await expect(unwrap(api.events.rsvps.mine.$get())).rejects.toThrow("409: Event is full");
    answerWith(new Response("", { status: 503, statusText: "Service Unavailable" }));
    const error = await expectOk(api.health.$get()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("503: Service Unavailable");
  });

  it("can read 401 as signed out (null)", async () => {
    let released = false;
    const body = new ReadableStream({
      cancel: () => {
        released = true;
      },
    });
    answerWith(new Response(body, { status: 401, statusText: "Unauthorized" }));
    await expect(unwrapOrNull(api.auth.user.$get())).resolves.toBeNull();
    // Let go of, not left open: a no-store answer's unread body keeps its request going.
    expect(released).toBe(true);
    answerWith(new Response("{}", { status: 401, statusText: "Unauthorized" }));
    await expect(unwrap(api.auth.user.$get())).rejects.toThrow("401: {}");
  });
});
