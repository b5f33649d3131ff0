// The app shell's queue triggers: app start (once the user is known), `online`, visibility and Background Sync.
import { waitFor } from "@testing-library/react";
import { act } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { enqueue } from "../../app/lib/offline-queue/enqueue";
import { memoryStorage, setQueueStorage } from "../../app/lib/offline-queue/storage";
import { readQueue } from "../../app/lib/offline-queue/store";
import { useQueueTriggers } from "../../app/lib/offline-queue/triggers";
import { authKeys } from "../../app/queries/auth";
import { FLUSH_QUEUE_EVENT } from "../../app/sw/flush-queue";
import type { FeedPost, NewPostInput } from "../../worker/contract/posts";
import type { RsvpResult } from "../../worker/contract/rsvp";
import { makeEvent, makeRsvpResult } from "../fixtures/events";
import { makeFeedPost } from "../fixtures/posts";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

function Shell() {
  useQueueTriggers();
  return null;
}

/** Signed in as `userId`; POSTs answer 201 after a short delay and are counted per key. */
function stubApi(userId: string | null) {
  const sent: string[] = [];
  const created = async (init: RequestInit | undefined, answer: () => Response) => {
    sent.push((init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"] ?? "");
    await new Promise((resolve) => setTimeout(resolve, 30));
    return answer();
  };
  stubFetch(
    {
      "POST /api/posts": ({ init }) =>
        created(init, () => json<{ post: FeedPost }>({ post: makeFeedPost({ id: "p" }) }, 201)),
      "POST /api/events/rsvp": ({ init }) =>
        created(init, () => json<RsvpResult>(makeRsvpResult(makeEvent()), 201)),
    },
    { user: userId ? makeUser({ id: userId }) : null },
  );
  return sent;
}

const post = { postType: "standard", content: "hi", metadata: {} } satisfies NewPostInput;

beforeEach(() => {
  setQueueStorage(memoryStorage());
  localStorage.clear();
});

describe("queue triggers", () => {
  it("clears every personal cache once no one is signed in (an account deleted in this tab)", async () => {
    stubApi("user-a");
    const deleted: string[] = [];
    vi.stubGlobal("caches", { delete: async (name: string) => deleted.push(name) });
    try {
      const { queryClient } = await renderWithApp(() => <Shell />);
      await waitFor(() => expect(queryClient.getQueryData(authKeys.user)).toBeTruthy());
      expect(deleted).toEqual([]);
      // What privacy-settings-page.tsx does once the account is deleted.
      await act(async () => queryClient.setQueryData(authKeys.user, null));
      await waitFor(() => expect(deleted).toEqual(["sppc-api-personal", "sppc-auth-user"]));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("at start sends the signed-in user's queue, and only theirs", async () => {
    const mine = await enqueue("post", "user-a", post);
    await enqueue("post", "user-b", post);
    const sent = stubApi("user-a");
    await renderWithApp(() => <Shell />);
    await waitFor(async () => expect(await readQueue("user-a")).toEqual([]));
    expect(sent).toEqual([mine.id]);
    expect(await readQueue("user-b")).toHaveLength(1);
  });

  it("`online` twice and visibility at once still send each item once", async () => {
    const sent = stubApi("user-a");
    await renderWithApp(() => <Shell />);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the start trigger found nothing
    const first = await enqueue("post", "user-a", post);
    const second = await enqueue("post", "user-a", { ...post, content: "two" });
    window.dispatchEvent(new Event("online"));
    window.dispatchEvent(new Event("online"));
    document.dispatchEvent(new Event("visibilitychange"));
    await waitFor(async () => expect(await readQueue("user-a")).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent.sort()).toEqual([first.id, second.id].sort());
  });

  it("signed out, the visitor's queue (signed-out RSVPs) is the one sent", async () => {
    const visitor = await enqueue("rsvp", "visitor", { city: "Riyadh" });
    await enqueue("post", "user-a", post);
    const sent = stubApi(null);
    await renderWithApp(() => <Shell />);
    await waitFor(() => expect(sent).toEqual([visitor.id]));
  });

  it("a Background Sync relayed by the service worker sends the queue", async () => {
    const sent = stubApi("user-a");
    await renderWithApp(() => <Shell />);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the start trigger found nothing
    const item = await enqueue("post", "user-a", post);
    window.dispatchEvent(new Event(FLUSH_QUEUE_EVENT));
    await waitFor(() => expect(sent).toEqual([item.id]));
  });
});
