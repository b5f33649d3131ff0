// A limit against spam met while writing (429 rate_limited): the composer says, in the member's
// language, when they can send again; a queued message refused the same way stays "not sent" with the
// wait (neither retried forever nor dropped).
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { Composer } from "../../app/components/messages/composer";
import { MessageList } from "../../app/components/messages/message-list";
import { enqueue } from "../../app/lib/offline-queue/enqueue";
import { flushQueue } from "../../app/lib/offline-queue/flush";
import { memoryStorage, setQueueStorage } from "../../app/lib/offline-queue/storage";
import { readQueue } from "../../app/lib/offline-queue/store";
import { apiError, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

const tooFast = () =>
  apiError(429, "rate_limited", "You are sending messages very quickly.", { retryAfterSeconds: 40 });

beforeEach(() => {
  setQueueStorage(memoryStorage());
  localStorage.clear();
});

describe("the message limit in the app", () => {
  it.each([
    ["en", "You are sending messages very quickly. You can send again in 40 seconds."],
    ["ar", "أنت ترسل الرسائل بسرعة كبيرة. يمكنك الإرسال مرة أخرى خلال 40 ثانية."],
    ["ur", "آپ بہت تیزی سے پیغامات بھیج رہے ہیں۔ آپ 40 سیکنڈ میں دوبارہ بھیج سکیں گے۔"],
  ] as const)("the composer says when to send again, keeping the text (%s)", async (language, text) => {
    stubFetch({ "POST /api/messages": tooFast });
    await renderWithApp(() => <Composer ownerId="me" partnerId="them" />, { language });
    const box = await screen.findByRole("textbox");
    fireEvent.change(box, { target: { value: "Salam again" } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect(await screen.findByRole("alert")).toHaveTextContent(text);
    expect(box).toHaveValue("Salam again");
  });

  it("a queued message refused by the limit waits as not sent, with the wait, and is not sent again on its own", async () => {
    let sends = 0;
    stubFetch({
      "POST /api/messages": () => {
        sends++;
        return tooFast();
      },
    });
    await enqueue("message", "me", { to: "them", text: "On the metro" }, crypto.randomUUID(), "On the metro");
    await flushQueue("me", new QueryClient());
    await flushQueue("me", new QueryClient());
    const [item] = await readQueue("me");
    expect(sends).toBe(1);
    expect(item).toMatchObject({ status: "failed", error: { code: "rate_limited", status: 429 } });
    if (!item) throw new Error("the refused message left the queue");
    await renderWithApp(() => (
      <MessageList partnerName="Bilal" viewerId="me" messages={[]} partnerReadSeq={0} waiting={[item]} />
    ));
    expect((await screen.findByTestId("message-waiting")).textContent).toMatch(
      /You are sending messages very quickly\. You can send again in (39|40) seconds\./,
    );
  });
});
