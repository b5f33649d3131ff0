// The offline queue's engine: per-owner storage, and each send outcome (2xx, 4xx, 409, 5xx, network).
import { QueryClient } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useToasts } from "../../app/components/ui/toast-store";
import { discardItem, enqueue, retryItem } from "../../app/lib/offline-queue/enqueue";
import { BUSY_RETRY_MS, flushQueue } from "../../app/lib/offline-queue/flush";
import { hasPendingHint } from "../../app/lib/offline-queue/hint";
import { memoryStorage, setQueueStorage } from "../../app/lib/offline-queue/storage";
import { onSynced, readQueue } from "../../app/lib/offline-queue/store";
import type { ErrorBody } from "../../worker/contract/errors";
import type { FeedPost, NewPostInput } from "../../worker/contract/posts";
import type { RsvpInput, RsvpResult } from "../../worker/contract/rsvp";
import { makeEvent, makeRsvpResult } from "../fixtures/events";
import { makeFeedPost } from "../fixtures/posts";
import { apiError, json, requestsOf, stubFetch } from "./fetch-stub";

const post = { postType: "standard", content: "Written on the metro", metadata: {} } satisfies NewPostInput;
const rsvp = {
  name: "Ayesha",
  email: "a@example.com",
  phone: "1",
  profession: "x",
  company: "y",
  city: "Riyadh",
} satisfies RsvpInput;
const event = makeEvent({ id: "e1", city: "riyadh", name: "High Tea" });

type Answer = Response | Error | (() => Response | Promise<Response>);

/** fetch answering each call with the next answer (the last one repeats); records every call. */
function stubAnswers(...answers: Answer[]) {
  let call = 0;
  return stubFetch(() => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    if (!answer || answer instanceof Error) throw answer ?? new Error("no answer");
    return typeof answer === "function" ? answer() : answer.clone();
  });
}

const created = () => json<{ post: FeedPost }>({ post: makeFeedPost({ id: "p1" }) }, 201);
const keyOf = (init?: RequestInit) =>
  (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"];

let queryClient: QueryClient;
beforeEach(() => {
  setQueueStorage(memoryStorage());
  localStorage.clear();
  queryClient = new QueryClient();
});

describe("queueing", () => {
  it("keeps items per owner, pending, with a UUID key, and notes that the owner has something waiting", async () => {
    const item = await enqueue("post", "user-a", post);
    expect(item).toMatchObject({
      kind: "post",
      ownerId: "user-a",
      status: "pending",
      attempts: 0,
      body: post,
    });
    expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readQueue("user-a")).toEqual([item]);
    expect(await readQueue("user-b")).toEqual([]);
    expect(hasPendingHint("user-a")).toBe(true);
    expect(hasPendingHint("user-b")).toBe(false);
  });

  it("a flush sends only the owner's queue: signing in as someone else never sends another's items", async () => {
    const fetchMock = stubAnswers(created());
    await enqueue("post", "user-a", { ...post, content: "A's post" });
    await enqueue("post", "user-b", { ...post, content: "B's post" });
    await flushQueue("user-b", queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(requestsOf(fetchMock)[0]?.body).toMatchObject({ content: "B's post" });
    expect(await readQueue("user-a")).toHaveLength(1);
    expect(await readQueue("user-b")).toEqual([]);
  });
});

describe("sending", () => {
  it("2xx: POSTs with the Idempotency-Key and credentials, removes the item and refreshes the feed", async () => {
    const fetchMock = stubAnswers(created());
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const item = await enqueue("post", "user-a", post);
    await flushQueue("user-a", queryClient);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/posts");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: JSON.stringify(post) });
    expect(keyOf(init)).toBe(item.id);
    expect(await readQueue("user-a")).toEqual([]);
    expect(hasPendingHint("user-a")).toBe(false);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["/api/posts"] });
  });

  it("4xx: marks the item failed with the server's message, and sends the rest", async () => {
    const fetchMock = stubAnswers(apiError(422, "validation_failed", "Content is too long"), created());
    await enqueue("post", "user-a", post);
    const second = await enqueue("post", "user-a", { ...post, content: "second" });
    await flushQueue("user-a", queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [failed, ...rest] = await readQueue("user-a");
    expect(rest).toEqual([]);
    expect(failed).toMatchObject({
      status: "failed",
      attempts: 1,
      error: { message: "Content is too long", code: "validation_failed", status: 422 },
    });
    expect(failed?.id).not.toBe(second.id);
    // Refused items are not sent again by the triggers.
    await flushQueue("user-a", queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("401 fails with the server's reason; a 409 without Retry-After (registration closed) fails too", async () => {
    stubAnswers(
      apiError(401, "unauthorized", "Please sign in"),
      apiError(409, "conflict", "Registration Closed"),
    );
    await enqueue("post", "user-a", post);
    await enqueue("rsvp", "user-a", rsvp);
    await flushQueue("user-a", queryClient);
    const items = await readQueue("user-a");
    expect(items.map((item) => [item.status, item.error?.message])).toEqual([
      ["failed", "Please sign in"],
      ["failed", "Registration Closed"],
    ]);
  });

  it("network error: stays pending and stops there (the next items are not tried)", async () => {
    const fetchMock = stubAnswers(new TypeError("Failed to fetch"));
    await enqueue("post", "user-a", post);
    await enqueue("post", "user-a", { ...post, content: "second" });
    await flushQueue("user-a", queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const items = await readQueue("user-a");
    expect(items.map((item) => [item.status, item.attempts])).toEqual([
      ["pending", 1],
      ["pending", 0],
    ]);
    expect(hasPendingHint("user-a")).toBe(true);
  });

  it("offline (navigator.onLine false): nothing is sent, everything stays pending", async () => {
    const fetchMock = stubAnswers(created());
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await enqueue("post", "user-a", post);
    await flushQueue("user-a", queryClient);
    vi.restoreAllMocks();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((await readQueue("user-a"))[0]?.status).toBe("pending");
  });

  it("5xx: stays pending for the next trigger", async () => {
    stubAnswers(apiError(503, "internal", "x"));
    await enqueue("post", "user-a", post);
    await flushQueue("user-a", queryClient);
    expect((await readQueue("user-a"))[0]?.status).toBe("pending");
  });

  it("409 with Retry-After (the same key still in progress): stays pending and is tried again shortly", async () => {
    vi.useFakeTimers();
    const fetchMock = stubAnswers(
      json<ErrorBody>(
        { error: { code: "conflict", message: "busy" } },
        { status: 409, headers: { "Retry-After": "1" } },
      ),
      created(),
    );
    const item = await enqueue("post", "user-a", post);
    await flushQueue("user-a", queryClient);
    expect((await readQueue("user-a"))[0]?.status).toBe("pending");
    await vi.advanceTimersByTimeAsync(BUSY_RETRY_MS + 10);
    await vi.waitFor(async () => expect(await readQueue("user-a")).toEqual([]));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([, init]) => keyOf(init))).toEqual([item.id, item.id]);
  });

  it("two triggers at once send each item exactly once", async () => {
    const fetchMock = stubAnswers(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(created()), 20)),
    );
    await enqueue("post", "user-a", post);
    await enqueue("rsvp", "user-a", rsvp);
    await Promise.all([flushQueue("user-a", queryClient), flushQueue("user-a", queryClient)]);
    await flushQueue("user-a", queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Set(fetchMock.mock.calls.map(([, init]) => keyOf(init))).size).toBe(2);
    expect(await readQueue("user-a")).toEqual([]);
  });
});

describe("RSVP outcomes", () => {
  const answer = (status: "confirmed" | "waitlisted", waitlistPosition: number | null) =>
    json<RsvpResult>(makeRsvpResult(event, { id: "r1", status, waitlistPosition, ticketCode: null }), 201);

  it("an RSVP that came back waitlisted is synced, and the user is told the event was full", async () => {
    stubAnswers(answer("waitlisted", 3));
    const heard: unknown[] = [];
    const stop = onSynced((_item, result) => heard.push(result));
    await enqueue("rsvp", "visitor", rsvp);
    await flushQueue("visitor", queryClient);
    stop();
    expect(await readQueue("visitor")).toEqual([]);
    expect(heard).toHaveLength(1);
    const shown = shownToast();
    expect(shown?.title).toBe("Event full: waitlisted");
    expect(shown?.description).toContain("number 3 on the waitlist");
    expect(queryClient.getQueryData(["/api/events/city", "riyadh"])).toEqual(event);
  });

  it("a confirmed RSVP says it was sent", async () => {
    stubAnswers(answer("confirmed", null));
    await enqueue("rsvp", "visitor", rsvp);
    await flushQueue("visitor", queryClient);
    expect(shownToast()?.title).toBe("RSVP sent");
  });
});

describe("retry and discard", () => {
  it("Retry sends a refused item again under a new key; Discard drops it", async () => {
    const fetchMock = stubAnswers(apiError(422, "validation_failed", "Bad"), created());
    const first = await enqueue("post", "user-a", post);
    const other = await enqueue("post", "user-a", { ...post, content: "other" });
    await flushQueue("user-a", queryClient);
    expect((await readQueue("user-a")).map((item) => item.id)).toEqual([first.id]);
    await retryItem("user-a", first.id, queryClient);
    expect(await readQueue("user-a")).toEqual([]);
    const keys = fetchMock.mock.calls.map(([, init]) => keyOf(init));
    expect(keys[0]).toBe(first.id);
    expect(keys[1]).toBe(other.id);
    expect(keys[2]).not.toBe(first.id);

    const third = await enqueue("post", "user-a", post);
    await discardItem("user-a", third.id);
    expect(await readQueue("user-a")).toEqual([]);
  });
});

/** The visible toast. */
const shownToast = () => renderHook(() => useToasts()).result.current[0];
