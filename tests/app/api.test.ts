import { describe, expect, it } from "vitest";
import { ApiError, apiRequest, getJson } from "../../app/lib/api";
import { createQueryClient } from "../../app/lib/query-client";
import { apiError, stubFetch } from "./fetch-stub";

// Raw answers on purpose: these tests are about how the helper reads any status and body.
const answerWith = (response: Response) => stubFetch(() => response);

describe("fetch helper", () => {
  it("turns a non-2xx answer into '{status}: {body text}'", async () => {
    answerWith(new Response("Event is full", { status: 409, statusText: "Conflict" }));
    await expect(apiRequest("POST", "/api/events/rsvp", { a: 1 })).rejects.toThrow("409: Event is full");
  });

  it("falls back to the status text when the body is empty", async () => {
    answerWith(new Response("", { status: 503, statusText: "Service Unavailable" }));
    const error = await getJson("/api/health").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("503: Service Unavailable");
    expect((error as ApiError).status).toBe(503);
  });

  it("always sends credentials, and JSON bodies with their content type", async () => {
    const fetchMock = answerWith(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/posts", { content: "hi" });
    expect(fetchMock).toHaveBeenCalledWith("/api/posts", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ content: "hi" }),
    });
  });

  it("reads past the browser's HTTP cache, so a write just made shows in the next read", async () => {
    const fetchMock = answerWith(new Response("{}", { status: 200 }));
    await getJson("/api/events");
    expect(fetchMock).toHaveBeenCalledWith("/api/events", { credentials: "include", cache: "no-cache" });
  });

  it("can treat 401 as signed out (null) instead of an error", async () => {
    answerWith(apiError(401, "unauthorized", "Not signed in"));
    await expect(getJson("/api/auth/user", { on401: "returnNull" })).resolves.toBeNull();
    answerWith(new Response("nope", { status: 401, statusText: "Unauthorized" }));
    await expect(getJson("/api/auth/user")).rejects.toThrow("401: nope");
  });
});

describe("query client", () => {
  it("follows spec point 7: no retry, no refetch on focus, no polling, never stale", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it("GETs the first element of the query key by default, once, even when it fails", async () => {
    const fetchMock = answerWith(new Response("boom", { status: 500, statusText: "Server Error" }));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/jobs", { limit: 5 }] })).rejects.toThrow("500: boom");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/jobs", { credentials: "include", cache: "no-cache" });
  });
});
