// The mail kick (worker/email/outbox/kick.ts): a visitor's RSVP writes its ticket mail unqueued, and
// only the first visitor RSVP of a short window (decided in D1) sends a queue message, which queues
// every unqueued RSVP row. Here the queue only records what it is given, so each test drives it.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { registerForEvent } from "../../worker/domain/events/rsvp-use-cases";
import { MAIL_KICK_KEY, mailClient } from "../../worker/domain/visitor-mail/limit";
import { consumeMail } from "../../worker/email/outbox/consumer";
import { KICK_DELAY_SECONDS } from "../../worker/email/outbox/kick";
import { createOutbox, type MailQueueMessage } from "../../worker/email/outbox/writer";
import type { MailTransport } from "../../worker/email/transport";
import { ORIGIN, uniqueEmail } from "./accounts-helpers";
import { makeEvent, makeRsvpDetails } from "./events-helpers";

const db = createDb(env.DB);

/** A queue that records each message (a kick as "kick") and its delay. */
function recordingQueue() {
  const sent: { what: string; delaySeconds?: number }[] = [];
  const named = (body: MailQueueMessage) => ("id" in body ? body.id : "kick");
  const queue = {
    send: async (body: MailQueueMessage, options?: QueueSendOptions) => {
      sent.push({ what: named(body), delaySeconds: options?.delaySeconds });
    },
    sendBatch: async (messages: Iterable<MessageSendRequest<MailQueueMessage>>) => {
      for (const message of messages) sent.push({ what: named(message.body) });
    },
  } as unknown as Queue<MailQueueMessage>;
  return { queue, sent };
}

/** A visitor's RSVP as the route makes it, its outbox flushed as after the answer. */
async function visitorRsvp(queue: Queue<MailQueueMessage>, email: string) {
  const mailer = createOutbox(db, { delivery: "local", queue });
  const { result } = await registerForEvent(
    { db, mailer },
    {
      target: { city: "Riyadh" },
      details: makeRsvpDetails(email, { name: "Sana Mir" }),
      viewer: null,
      visitor: mailClient(null),
      origin: ORIGIN,
      language: "en",
      now: new Date(),
    },
  );
  await mailer.flush();
  return result;
}

const queuedAtOf = async (email: string) =>
  (
    await env.DB.prepare(`select queued_at from email_outbox where "to" = ? and template = 'rsvp'`)
      .bind(email)
      .first<{ queued_at: string | null }>()
  )?.queued_at;

/** Ends the kick's window, as if KICK_WINDOW_MS had passed on D1's clock (its start long ago). */
const closeKickWindow = () =>
  env.DB.prepare("update auth_attempts set window_started_at = 0 where key = ?").bind(MAIL_KICK_KEY).run();

/** Keeps the kick's window open however slowly the test runs (its start a minute ahead on D1's clock). */
const holdKickWindowOpen = () =>
  env.DB.prepare("update auth_attempts set window_started_at = window_started_at + 60000 where key = ?")
    .bind(MAIL_KICK_KEY)
    .run();

const nobodyMails: MailTransport = { send: async () => {} };

describe("the mail kick", () => {
  it("the first visitor RSVP of a window kicks the queue; the others in it write their mail unqueued and send nothing", async () => {
    await makeEvent("Kick Evening");
    await closeKickWindow();
    const { queue, sent } = recordingQueue();
    const first = uniqueEmail("kick-first");
    const second = uniqueEmail("kick-second");
    expect((await visitorRsvp(queue, first)).rsvp?.status).toBe("confirmed");
    await holdKickWindowOpen();
    expect((await visitorRsvp(queue, second)).rsvp?.status).toBe("waitlisted");
    // Delivered after the window has closed, so every row of the window is committed by then.
    expect(sent).toEqual([{ what: "kick", delaySeconds: KICK_DELAY_SECONDS }]);
    expect(await queuedAtOf(first)).toBeNull();
    expect(await queuedAtOf(second)).toBeNull();

    await closeKickWindow();
    const third = uniqueEmail("kick-third");
    await visitorRsvp(queue, third);
    expect(sent.map(({ what }) => what)).toEqual(["kick", "kick"]);
  });

  it("a kick queues every unqueued RSVP mail, each as its own message, and stamps it", async () => {
    await makeEvent("Drain Evening");
    const { queue } = recordingQueue();
    const emails = [uniqueEmail("drain-a"), uniqueEmail("drain-b")];
    for (const email of emails) await visitorRsvp(queue, email);
    const ids = (
      await env.DB.prepare(`select id from email_outbox where "to" in (?, ?)`)
        .bind(...emails)
        .all<{ id: string }>()
    ).results.map((row) => row.id);
    expect(ids).toHaveLength(2);

    const consumer = recordingQueue();
    const batch = createMessageBatch<MailQueueMessage>("sppc-mail", [
      { id: "kick-1", timestamp: new Date(), attempts: 1, body: { kick: "rsvp" } },
    ]);
    const ctx = createExecutionContext();
    await consumeMail(batch, { ...env, MAIL_QUEUE: consumer.queue }, nobodyMails);
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["kick-1"]);
    expect(consumer.sent.map(({ what }) => what)).toEqual(expect.arrayContaining(ids));
    for (const email of emails) expect(await queuedAtOf(email)).not.toBeNull();
  });
});
