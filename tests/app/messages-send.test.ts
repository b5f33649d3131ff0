// Sending a direct message from the app: a send that gets no answer waits in the offline queue under
// the key it was first sent with, and the queue later sends it with that same key (stored once).
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import { sendMessage } from "../../app/components/messages/send-message";
import { flushQueue } from "../../app/lib/offline-queue/flush";
import { memoryStorage, setQueueStorage } from "../../app/lib/offline-queue/storage";
import { readQueue } from "../../app/lib/offline-queue/store";
import type { SendMessageResult } from "../../worker/contract/messages";
import { json, stubFetch } from "./fetch-stub";

const keyOf = (init?: RequestInit) => new Headers(init?.headers).get("Idempotency-Key");
const stored: SendMessageResult = {
  message: { id: "m1", seq: 1, senderId: "me", text: "Salam", createdAt: "2026-11-27T04:00:00.000Z" },
};

let queryClient: QueryClient;
beforeEach(() => {
  setQueueStorage(memoryStorage());
  localStorage.clear();
  queryClient = new QueryClient();
});

describe("sending a message", () => {
  it("queues a send that got no answer and later sends it with the same Idempotency-Key", async () => {
    const keys: (string | null)[] = [];
    let online = false;
    stubFetch((request) => {
      keys.push(keyOf(request.init));
      if (!online) throw new TypeError("Failed to fetch");
      expect(request.key).toBe("POST /api/messages");
      return json<SendMessageResult>(stored, 201);
    });

    expect(await sendMessage(queryClient, { ownerId: "me", to: "them", text: "Salam" })).toBe("queued");
    const [item] = await readQueue("me");
    expect(item).toMatchObject({ kind: "message", status: "pending", body: { to: "them", text: "Salam" } });
    expect(item?.id).toBe(keys[0]);

    online = true;
    await flushQueue("me", queryClient);
    expect(await readQueue("me")).toEqual([]);
    expect(keys).toEqual([item?.id, item?.id]);
  });

  it("answers 'sent' and puts the stored message in the open conversation", async () => {
    stubFetch(() => json<SendMessageResult>(stored, 201));
    queryClient.setQueryData(["/api/messages", "with", "them"], {
      partner: { id: "them", name: "Bilal", imageUrl: null },
      messages: [],
      partnerReadSeq: 0,
      canMessage: true,
      canListen: true,
      blocked: false,
    });
    expect(await sendMessage(queryClient, { ownerId: "me", to: "them", text: "Salam" })).toBe("sent");
    expect(
      queryClient.getQueryData<{ messages: unknown[] }>(["/api/messages", "with", "them"])?.messages,
    ).toEqual([stored.message]);
  });
});
