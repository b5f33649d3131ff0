import type { QueryClient } from "@tanstack/react-query";
import type { Conversation, SendMessageResult } from "../../../worker/contract/messages";
import { ApiError } from "../../lib/api";
// Loaded with the conversation, not on first use: a member who loses the signal mid-conversation
// must still be able to queue a message, and a lazy chunk cannot be fetched offline.
import { enqueue } from "../../lib/offline-queue/enqueue";
import { isNetworkError, isOffline } from "../../lib/offline-queue/queue-write";
import { addMessage, conversationQuery, messageKeys } from "../../queries/messages";

/**
 * Sends one message over HTTP with its own Idempotency-Key. Offline, or when the request gets no
 * answer, it waits in the offline queue under the same key, so however often it is retried the
 * server stores it once. Answers "queued" or "sent"; a refusal (4xx) throws the server's ApiError.
 */
export async function sendMessage(
  queryClient: QueryClient,
  input: { ownerId: string; to: string; text: string },
): Promise<"sent" | "queued"> {
  const id = crypto.randomUUID();
  const body = { to: input.to, text: input.text };
  if (isOffline()) {
    await enqueue("message", input.ownerId, body, id, input.text.slice(0, 60));
    return "queued";
  }
  try {
    const response = await fetch("/api/messages", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", "Idempotency-Key": id },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
    const { message } = (await response.json()) as SendMessageResult;
    queryClient.setQueryData(conversationQuery(input.to).queryKey, (old: Conversation | undefined) =>
      addMessage(old, message),
    );
    void queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
    return "sent";
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await enqueue("message", input.ownerId, body, id, input.text.slice(0, 60));
    return "queued";
  }
}
