import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { SendMessageResult } from "../../worker/contract/messages";
import { createDb } from "../../worker/db/client";
import { conversationIdOf } from "../../worker/db/schema";
import { reportConversation } from "../../worker/domain/messages/reports";
import { conversationRooms } from "../../worker/domain/messages/rooms";
import { sendMessage } from "../../worker/domain/messages/send";
import {
  conversationMessagesKey,
  MESSAGE_WINDOW_MS,
  MESSAGES_PER_MINUTE,
  MESSAGES_PER_MINUTE_PER_CONVERSATION,
  senderMessagesKey,
} from "../../worker/domain/messages/send-limits";
import { REPORT_WINDOW_MS, REPORTS_PER_DAY, reportsKey } from "../../worker/domain/moderation/report-ceiling";
import { CONNECTION_ASK_WINDOW_MS, requestConnection } from "../../worker/domain/network/connection-requests";
import { connectMembers, json, member, send, shareProfile, storedMessages } from "./messages-helpers";
import { connections, countRows } from "./network-helpers";
import { createPost } from "./posts-helpers";

vi.setConfig({ testTimeout: 30_000 });

const db = () => createDb(env.DB);
const write = (cookie: string, to: string, text: string) =>
  send("POST", "/api/messages", cookie, { to, text });

/** A counter already at `count` in a window that started now, so a test reaches a limit without the work. */
const counterAt = (key: string, count: number, startedAt = Date.now()) =>
  env.DB.prepare("insert into auth_attempts (key, window_started_at, failures) values (?, ?, ?)")
    .bind(key, startedAt, count)
    .run();

/** The 429 every limit answers: code, a wait within the window in details, and the same wait in Retry-After. */
async function expectLimited(response: Response, windowMs: number) {
  const body = await json<ErrorBody>(response, 429);
  expect(body.error.code).toBe("rate_limited");
  const seconds = (body.error.details as { retryAfterSeconds: number }).retryAfterSeconds;
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
  expect(Number(response.headers.get("Retry-After"))).toBe(seconds);
  return body;
}

async function connectedPair() {
  const [a, b] = await Promise.all([member("Amna Saleem"), member("Basit Rauf")]);
  await connectMembers(a.userId, b.userId);
  return { a, b };
}

describe("direct messages per minute", () => {
  it(`a conversation takes ${MESSAGES_PER_MINUTE_PER_CONVERSATION} a minute from one sender, then 429 until the minute has passed`, async () => {
    const { a, b } = await connectedPair();
    for (let i = 1; i <= MESSAGES_PER_MINUTE_PER_CONVERSATION; i++) {
      await json<SendMessageResult>(await write(a.cookie, b.userId, `Line ${i}`), 201);
    }
    await expectLimited(await write(a.cookie, b.userId, "One too many"), MESSAGE_WINDOW_MS);
    // The other member may still answer: the limit is per sender.
    await json<SendMessageResult>(await write(b.cookie, a.userId, "Slow down"), 201);
    expect(await storedMessages(a.userId)).toHaveLength(MESSAGES_PER_MINUTE_PER_CONVERSATION);

    const later = new Date(Date.now() + MESSAGE_WINDOW_MS + 1000);
    const rooms = conversationRooms(env.CONVERSATIONS);
    const sent = await sendMessage(
      { db: db(), rooms },
      { from: a.userId, to: b.userId, text: "Later", now: later },
    );
    expect(sent.text).toBe("Later");
  });

  it(`a sender has ${MESSAGES_PER_MINUTE} a minute across all conversations`, async () => {
    const { a, b } = await connectedPair();
    await counterAt(senderMessagesKey(a.userId), MESSAGES_PER_MINUTE - 1);
    await json<SendMessageResult>(await write(a.cookie, b.userId, "The last one this minute"), 201);
    const refused = await write(a.cookie, b.userId, "Over the limit");
    expect((await expectLimited(refused, MESSAGE_WINDOW_MS)).error.message).toMatch(/wait/i);
    expect(await storedMessages(a.userId)).toEqual(["The last one this minute"]);
    // A refusal is not stored under its Idempotency-Key: the same send, once the window is over, lands.
    const key = { "Idempotency-Key": crypto.randomUUID() };
    expect(
      (await send("POST", "/api/messages", a.cookie, { to: b.userId, text: "Queued" }, key)).status,
    ).toBe(429);
    await env.DB.prepare(
      "update auth_attempts set window_started_at = window_started_at - ? where key in (?, ?)",
    )
      .bind(
        MESSAGE_WINDOW_MS,
        senderMessagesKey(a.userId),
        conversationMessagesKey(conversationIdOf(a.userId, b.userId), a.userId),
      )
      .run();
    await json<SendMessageResult>(
      await send("POST", "/api/messages", a.cookie, { to: b.userId, text: "Queued" }, key),
      201,
    );
  });

  it("refuses a message of invisible characters only (422 on the text field)", async () => {
    const { a, b } = await connectedPair();
    const body = await json<ErrorBody>(
      await write(a.cookie, b.userId, "\u200B\u200C\u200D\u2060\uFEFF\u200E\u202E\uFE0F \u00A0"),
      422,
    );
    expect((body.error.details as Record<string, string[]>).text?.join(" ")).toMatch(/no visible text/);
    await json<SendMessageResult>(await write(a.cookie, b.userId, "\u200Bمرحبا"), 201);
    expect(await storedMessages(a.userId)).toEqual(["\u200Bمرحبا"]);
  });
});

describe("connection requests", () => {
  const requestsTo = "select count(*) as n from connection_requests where addressee_user_id = ?";
  const noticesTo =
    "select count(*) as n from notifications where user_id = ? and kind = 'connection_request'";

  it("once a week to the same member: request, withdraw, request again is refused and rings once", async () => {
    const asker = await member("Danish Iqbal");
    const asked = await member("Erum Shah");
    await shareProfile(asked.userId);
    expect((await connections.request(asker.cookie, asked.userId)).status).toBe(200);
    expect((await connections.remove(asker.cookie, asked.userId)).status).toBe(200);
    const refused = await expectLimited(
      await connections.request(asker.cookie, asked.userId),
      CONNECTION_ASK_WINDOW_MS,
    );
    expect(refused.error.message).toMatch(/week/);
    expect(await countRows(requestsTo, asked.userId)).toBe(0);
    expect(await countRows(noticesTo, asked.userId)).toBe(1);

    const nextWeek = Date.now() + CONNECTION_ASK_WINDOW_MS + 1000;
    expect(await requestConnection(db(), asker.userId, asked.userId, nextWeek)).toBe("outgoing");
    expect(await countRows(noticesTo, asked.userId)).toBe(2);
  });

  it("none across a block, either way, with the answer a message gets (no side named)", async () => {
    const blocker = await member("Faiza Noor");
    const blocked = await member("Ghulam Abbas");
    await Promise.all([shareProfile(blocker.userId), shareProfile(blocked.userId)]);
    expect((await send("PUT", `/api/messages/${blocked.userId}/block`, blocker.cookie)).status).toBe(200);
    const asked = await json<ErrorBody>(await connections.request(blocked.cookie, blocker.userId), 403);
    const asking = await json<ErrorBody>(await connections.request(blocker.cookie, blocked.userId), 403);
    expect(asked.error.message).toBe(asking.error.message);
    expect(asked.error.message).toMatch(/between you and this member are blocked/);
    expect(await countRows(requestsTo, blocker.userId)).toBe(0);
    expect(await countRows(noticesTo, blocker.userId)).toBe(0);
  });

  it("a request pending when the block comes goes with it, so it can no longer be accepted", async () => {
    const asker = await member("Hina Rauf");
    const blocker = await member("Imran Zaidi");
    await shareProfile(blocker.userId);
    expect((await connections.request(asker.cookie, blocker.userId)).status).toBe(200);
    expect(await countRows(requestsTo, blocker.userId)).toBe(1);
    expect((await send("PUT", `/api/messages/${asker.userId}/block`, blocker.cookie)).status).toBe(200);
    expect(await countRows(requestsTo, blocker.userId)).toBe(0);
    expect((await connections.accept(blocker.cookie, asker.userId)).status).toBeGreaterThanOrEqual(400);
  });
});

describe("reports", () => {
  const openReports = "select count(*) as n from message_reports where reporter_id = ? and status = 'open'";

  it("a conversation is reported once per reporter: the second report is 409 and adds no row", async () => {
    const { a, b } = await connectedPair();
    const report = () =>
      send("POST", `/api/messages/${b.userId}/report`, a.cookie, { reason: "Spam offers" });
    expect((await report()).status).toBe(201);
    expect((await json<ErrorBody>(await report(), 409)).error.code).toBe("conflict");
    expect(await countRows(openReports, a.userId)).toBe(1);
  });

  it(`a reporter files ${REPORTS_PER_DAY} reports a day, posts and conversations together`, async () => {
    const reporter = await member("Hina Javed");
    const [first, second] = await Promise.all([member("Imran Ali"), member("Javeria Khan")]);
    const post = await createPost(first.cookie, { content: "Cheap visas, message me" });
    await counterAt(reportsKey(reporter.userId), REPORTS_PER_DAY - 1);
    const reportPost = () =>
      send("POST", `/api/posts/${post.id}/report`, reporter.cookie, { reason: "Spam" });
    expect((await reportPost()).status).toBe(201);
    const refused = send("POST", `/api/messages/${second.userId}/report`, reporter.cookie, {
      reason: "Spam",
    });
    await expectLimited(await refused, REPORT_WINDOW_MS);
    expect(await countRows(openReports, reporter.userId)).toBe(0);

    const tomorrow = Date.now() + REPORT_WINDOW_MS + 1000;
    await reportConversation(db(), {
      reporterId: reporter.userId,
      reportedId: second.userId,
      reason: "Spam",
      now: tomorrow,
    });
    expect(await countRows(openReports, reporter.userId)).toBe(1);
  });
});
