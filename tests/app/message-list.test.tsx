// The conversation as assistive technology meets it: a log region that announces new messages, the
// read receipt under one's last message, waiting messages marked, right to left in Urdu.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageList } from "../../app/components/messages/message-list";
import type { QueueItem } from "../../app/lib/offline-queue/types";
import type { DirectMessage } from "../../worker/contract/messages";
import { renderWithApp } from "./render";

const message = (seq: number, senderId: string, text: string): DirectMessage => ({
  id: `m${seq}`,
  seq,
  senderId,
  text,
  createdAt: "2026-11-27T04:00:00.000Z",
});
const messages = [
  message(1, "me", "Salam"),
  message(2, "them", "Wa alaikum salam"),
  message(3, "me", "Free tonight?"),
];
const waiting: QueueItem = {
  id: "q1",
  kind: "message",
  ownerId: "me",
  body: { to: "them", text: "On the metro" },
  status: "pending",
  createdAt: "2026-11-27T04:01:00.000Z",
  attempts: 0,
};

describe("MessageList", () => {
  it("is a polite live log named after the partner, with 'Sent' until the partner reads, then 'Seen'", async () => {
    const props = { partnerName: "Bilal Ahmed", viewerId: "me", messages, waiting: [] };
    const { unmount } = await renderWithApp(() => <MessageList {...props} partnerReadSeq={2} />);
    const log = screen.getByRole("log", { name: "Messages with Bilal Ahmed" });
    expect(log.getAttribute("aria-live")).toBe("polite");
    expect(
      within(log)
        .getAllByTestId("message")
        .map((node) => node.querySelector("p")?.textContent),
    ).toEqual(["Salam", "Wa alaikum salam", "Free tonight?"]);
    expect(within(log).getByTestId("receipt").textContent).toContain("Sent");
    unmount();
    await renderWithApp(() => <MessageList {...props} partnerReadSeq={3} />);
    expect(screen.getByTestId("receipt").textContent).toContain("Seen");
  });

  it("marks a message still in the offline queue as waiting, in the reader's language", async () => {
    await renderWithApp(
      () => (
        <MessageList partnerName="Bilal" viewerId="me" messages={[]} partnerReadSeq={0} waiting={[waiting]} />
      ),
      { language: "ur" },
    );
    const item = await screen.findByTestId("message-waiting");
    expect(item.textContent).toContain("On the metro");
    expect(item.textContent).toContain("بھیجنے کے لیے کنکشن کا انتظار ہے");
  });
});
