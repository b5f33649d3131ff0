// A conversation with a member who has not shown themselves to the viewer (no sharing, no connection,
// no message yet): the worker sends an empty name, and the page writes the "Member" placeholder in the
// reader's language instead of a blank heading.
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConversationPage } from "../../app/components/messages/conversation-page";
import type { Conversation } from "../../worker/contract/messages";
import { makeUser } from "../fixtures/user";
import { json, stubFetch } from "./fetch-stub";
import { renderWithApp } from "./render";

/** A socket that never connects: the page's live channel is not what is tested here. */
class QuietSocket extends EventTarget {
  static readonly OPEN = 1;
  readyState = 0;
  send() {}
  close() {}
}

const hidden: Conversation = {
  partner: { id: "member-2", name: "", imageUrl: null },
  messages: [],
  partnerReadSeq: 0,
  canMessage: false,
  blocked: false,
  canListen: false,
};

describe("a conversation with a member who shares nothing", () => {
  beforeEach(() => vi.stubGlobal("WebSocket", QuietSocket));
  afterEach(() => vi.unstubAllGlobals());

  it("is headed with the placeholder name, in Arabic too", async () => {
    stubFetch(({ path }) => (path === "/api/messages/member-2" ? json<Conversation>(hidden) : undefined), {
      user: makeUser(),
    });
    const { unmount } = await renderWithApp(() => <ConversationPage userId="member-2" />);
    expect(await screen.findByRole("heading", { name: "Conversation with Member" })).toBeVisible();
    expect(screen.getByRole("log", { name: "Messages with Member" })).toBeInTheDocument();
    unmount();
    await renderWithApp(() => <ConversationPage userId="member-2" />, { language: "ar" });
    expect(await screen.findByRole("heading", { name: "محادثة مع \u2068عضو\u2069" })).toBeVisible();
  });
});
