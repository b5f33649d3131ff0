// A suspended member cannot sign in to answer: asking them to connect or writing to them is refused
// with a message that says why (and a reason the app can put in the reader's language), and nothing
// is stored. Restored, the same member can be reached again.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { SendMessageResult } from "../../worker/contract/messages";
import { SUSPENDED_MEMBER_MESSAGE } from "../../worker/domain/network/suspended";
import { json, member, send, shareProfile, storedMessages } from "./messages-helpers";
import { connections, countRows } from "./network-helpers";

const setStatus = (userId: string, status: "active" | "suspended") =>
  env.DB.prepare("update members set account_status = ? where user_id = ?").bind(status, userId).run();

const write = (cookie: string, to: string, text: string) =>
  send("POST", "/api/messages", cookie, { to, text });

const refusedAsSuspended = (body: ErrorBody) => {
  expect(body.error.message).toBe(SUSPENDED_MEMBER_MESSAGE);
  expect(body.error.details).toEqual({ reason: "member_suspended" });
};

describe("suspended members cannot be reached", () => {
  it("refuses a connection request to a suspended member, and accepts it once they are restored", async () => {
    const asker = await member("Asma Tariq");
    const suspended = await member("Sana Malik");
    await shareProfile(suspended.userId);
    await setStatus(suspended.userId, "suspended");

    refusedAsSuspended(await json<ErrorBody>(await connections.request(asker.cookie, suspended.userId), 403));
    const requests = "select count(*) as n from connection_requests where addressee_user_id = ?";
    expect(await countRows(requests, suspended.userId)).toBe(0);
    const notices = "select count(*) as n from notifications where user_id = ?";
    expect(await countRows(notices, suspended.userId)).toBe(0);

    await setStatus(suspended.userId, "active");
    expect((await connections.request(asker.cookie, suspended.userId)).status).toBe(200);
    expect(await countRows(requests, suspended.userId)).toBe(1);
  });

  it("refuses a new conversation with a suspended member: no message, no conversation", async () => {
    const writer = await member("Bilal Ahmed");
    const suspended = await member("Hamza Qureshi");
    await shareProfile(suspended.userId);
    await setStatus(suspended.userId, "suspended");

    refusedAsSuspended(await json<ErrorBody>(await write(writer.cookie, suspended.userId, "Salam!"), 403));
    expect(await storedMessages(writer.userId)).toEqual([]);
    const started = "select count(*) as n from conversations where started_by = ?";
    expect(await countRows(started, writer.userId)).toBe(0);

    await setStatus(suspended.userId, "active");
    await json<SendMessageResult>(await write(writer.cookie, suspended.userId, "Salam!"), 201);
    expect(await storedMessages(writer.userId)).toEqual(["Salam!"]);
  });

  it("a member who does not share and is suspended still gets the private-profile answer (nothing revealed)", async () => {
    const asker = await member("Zara Khan");
    const hidden = await member("Omar Farooq");
    await setStatus(hidden.userId, "suspended");
    const body = await json<ErrorBody>(await connections.request(asker.cookie, hidden.userId), 404);
    expect(body.error.message).not.toBe(SUSPENDED_MEMBER_MESSAGE);
  });
});
