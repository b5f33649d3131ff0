// The mail outbox (worker/email/outbox/): every email is a row written with the change that causes it,
// sent once by the sppc-mail consumer, retried with backoff, repaired by the sweep, re-sent by admins.
// Rows here are written without flushing (a "send" outbox, never queued), so the real local queue
// consumer never touches them: each test drives delivery itself.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { mailTemplates } from "../../worker/background/mail-templates";
import { MAIL_SWEEP_CRON, scheduled } from "../../worker/background/scheduled";
import { createDb } from "../../worker/db/client";
import { registerForEvent } from "../../worker/domain/events/rsvp-use-cases";
import { listOutbox } from "../../worker/domain/mail-outbox";
import type { EmailMessage } from "../../worker/email/mailer";
import { consumeMail } from "../../worker/email/outbox/consumer";
import { deliverMail, deliverMails, MAIL_MAX_ATTEMPTS } from "../../worker/email/outbox/deliver";
import { requeueStrandedMail } from "../../worker/email/outbox/sweep";
import { createOutbox, type MailQueueMessage } from "../../worker/email/outbox/writer";
import type { MailTransport } from "../../worker/email/transport";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { countingD1 } from "./counting-d1";
import { makeEvent, makeRsvpDetails } from "./events-helpers";

const db = createDb(env.DB);

/** A queue that only records what it was given (a mail kick as "kick"). */
function recordingQueue() {
  const sent: string[] = [];
  const named = (body: MailQueueMessage) => ("id" in body ? body.id : "kick");
  const queue = {
    send: async (body: MailQueueMessage) => {
      sent.push(named(body));
    },
    sendBatch: async (messages: Iterable<MessageSendRequest<MailQueueMessage>>) => {
      for (const message of messages) sent.push(named(message.body));
    },
  } as unknown as Queue<MailQueueMessage>;
  return { queue, sent };
}

/** A production outbox whose ids go nowhere: as if the worker died before queuing them. */
const unqueuedOutbox = () => createOutbox(db, { delivery: "send", queue: recordingQueue().queue });

/** A mail server that fails the first `failures` sends, then records what it accepted. */
function flakyTransport(failures = 0) {
  const accepted: EmailMessage[] = [];
  let left = failures;
  const transport: MailTransport = {
    async send(message) {
      if (left > 0) {
        left -= 1;
        throw new Error("mail server unavailable");
      }
      accepted.push(message);
    },
  };
  return { transport, accepted };
}

const rowOf = (id: string) =>
  env.DB.prepare("select status, attempts, last_error, sent_at, queued_at from email_outbox where id = ?")
    .bind(id)
    .first<{
      status: string;
      attempts: number;
      last_error: string | null;
      sent_at: string | null;
      queued_at: string | null;
    }>();

async function writeMail(to = uniqueEmail("mail")) {
  const outbox = unqueuedOutbox();
  const key = `test:${crypto.randomUUID()}`;
  await db.batch([
    outbox.row({ to, subject: "Hello", text: "Hi", html: "<p>Hi</p>", kind: "contact-confirmation" }, key),
  ]);
  return key;
}

/** A visitor's registration for the Riyadh event (makeEvent), as the RSVP form sends it. */
const registration = (email: string) => ({
  target: { city: "Riyadh" },
  details: makeRsvpDetails(email),
  viewer: null,
  // Outside the visitor-mail limits: these tests hold the outbox, not the throttle.
  visitor: null,
  origin: ORIGIN,
  language: "en" as const,
  now: new Date(),
});

/** Delivers ids as the queue would and reports what the consumer acked and retried. */
async function deliverBatch(ids: string[], transport: MailTransport) {
  const batch = createMessageBatch<MailQueueMessage>(
    "sppc-mail",
    ids.map((id, index) => ({ id: `m-${index}-${id}`, timestamp: new Date(), attempts: 1, body: { id } })),
  );
  const ctx = createExecutionContext();
  await consumeMail(batch, env, transport);
  return getQueueResult(batch, ctx);
}

describe("an RSVP and its ticket email", () => {
  it("a failing mail server leaves the seat and the outbox row; the retry sends the ticket once", async () => {
    await makeEvent("Outbox Evening");
    const email = uniqueEmail("seat");
    const outbox = unqueuedOutbox();
    const { result, created } = await registerForEvent({ db, mailer: outbox }, registration(email));
    expect(created).toBe(true);
    expect(result.rsvp?.status).toBe("confirmed");
    const mail = await env.DB.prepare(
      `select id, status from email_outbox where "to" = ? and kind = 'rsvp-confirmed'`,
    )
      .bind(email)
      .first<{ id: string; status: string }>();
    expect(mail?.status).toBe("pending");
    const id = mail?.id ?? "";

    const { transport, accepted } = flakyTransport(1);
    const first = await deliverBatch([id], transport);
    expect(first.retryMessages).toHaveLength(1);
    expect(accepted).toEqual([]);
    expect(await rowOf(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "mail server unavailable",
    });
    const seat = await env.DB.prepare("select status from rsvps where email = ?")
      .bind(email)
      .first<{ status: string }>();
    expect(seat?.status).toBe("confirmed");

    const retried = await deliverBatch([id], transport);
    expect(retried.explicitAcks).toHaveLength(1);
    expect(accepted.map((m) => [m.to, m.kind])).toEqual([[email, "rsvp-confirmed"]]);
    expect(accepted[0]?.attachments?.map((file) => file.filename).sort()).toEqual([
      "event.ics",
      "ticket-qr.png",
    ]);
    expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });

  it("the seat and its ticket email are one batch: a repeat by someone else writes one 'ticket again' mail", async () => {
    await makeEvent("Retry Evening");
    const email = uniqueEmail("retry");
    const register = () => registerForEvent({ db, mailer: unqueuedOutbox() }, registration(email));
    await register();
    const again = await register();
    expect(again.created).toBe(false);
    expect(again.result.rsvp).toBeNull();
    await register();
    const { results } = await env.DB.prepare(`select id, kind from email_outbox where "to" = ? order by id`)
      .bind(email)
      .all<{ id: string; kind: string }>();
    expect(results.map((row) => [row.id.split(":")[0], row.kind])).toEqual([
      ["rsvp-again", "rsvp-confirmed"],
      ["rsvp-registered", "rsvp-confirmed"],
    ]);
  });
});

describe("the sppc-mail consumer", () => {
  it("sends once when the same message is delivered twice, in one batch or in two", async () => {
    const id = await writeMail();
    const { transport, accepted } = flakyTransport();
    const both = await deliverBatch([id, id], transport);
    expect(both.explicitAcks).toHaveLength(2);
    const later = await deliverBatch([id], transport);
    expect(later.explicitAcks).toHaveLength(1);
    expect(accepted).toHaveLength(1);
  });

  it.each([
    // A real send is closed at once (a crash must not send it twice); local rows together at the end.
    { delivery: "send" as const, closings: ["statement", "statement", "statement"] },
    { delivery: "local" as const, closings: ["batch of 3"] },
  ])(
    "delivers a burst of $delivery RSVP mails reading their registrations and event once",
    async ({ delivery, closings }) => {
      await makeEvent("Batch Evening");
      const outbox = createOutbox(db, { delivery, queue: recordingQueue().queue });
      const emails = [uniqueEmail("batch-a"), uniqueEmail("batch-b"), uniqueEmail("batch-c")];
      for (const email of emails) await registerForEvent({ db, mailer: outbox }, registration(email));
      const { results } = await env.DB.prepare(
        `select id from email_outbox where "to" in (?, ?, ?) and template = 'rsvp'`,
      )
        .bind(...emails)
        .all<{ id: string }>();
      const ids = results.map((row) => row.id);
      expect(ids).toHaveLength(3);
      const sentAlready = await writeMail();
      await deliverMail(db, flakyTransport().transport, sentAlready, new Date());

      const counted = countingD1(env.DB);
      const { transport, accepted } = flakyTransport();
      const outcomes = await deliverMails(
        createDb(counted.db),
        transport,
        [...ids, sentAlready],
        new Date(),
        mailTemplates,
      );
      expect([...outcomes.values()].map((outcome) => outcome.outcome)).toEqual([
        "sent",
        "sent",
        "sent",
        "done",
      ]);
      expect(accepted.map((mail) => mail.to).sort()).toEqual(delivery === "send" ? [...emails].sort() : []);
      // One claim, one read of the three registrations, one of their event, the closing writes, then one
      // read of why the already sent row was not claimed.
      expect(counted.calls.map((call) => call.split(":")[0])).toEqual([
        "statement",
        "statement",
        "statement",
        ...closings,
        "statement",
      ]);
      for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
      const stored = await env.DB.prepare("select subject, html from email_outbox where id = ?")
        .bind(ids[0])
        .first<{ subject: string; html: string }>();
      expect(stored?.subject).toContain("Batch Evening");
      expect(stored?.html).not.toBe("");
    },
  );

  it("holds back a delivery while another one holds the row's lease", async () => {
    const id = await writeMail();
    const { transport, accepted } = flakyTransport();
    await env.DB.prepare("update email_outbox set status = 'sending', lease_until = ? where id = ?")
      .bind(new Date(Date.now() + 60_000).toISOString(), id)
      .run();
    const busy = await deliverBatch([id], transport);
    expect(busy.retryMessages).toHaveLength(1);
    expect(accepted).toEqual([]);
    // A lease that ran out (the holder died) is taken over.
    const outcome = await deliverMail(db, transport, id, new Date(Date.now() + 120_000));
    expect(outcome).toEqual({ outcome: "sent" });
    expect(accepted).toHaveLength(1);
  });

  it(`backs off between attempts and gives up after ${MAIL_MAX_ATTEMPTS}, for admins to see`, async () => {
    const id = await writeMail();
    const { transport } = flakyTransport(MAIL_MAX_ATTEMPTS);
    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      const outcome = await deliverMail(db, transport, id, new Date());
      if (outcome.outcome === "retry") delays.push(outcome.delaySeconds);
      else expect(outcome).toEqual({ outcome: "failed", error: "mail server unavailable" });
    }
    expect(delays).toEqual([30, 60, 120, 240]);
    expect(await rowOf(id)).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS });
    expect(await deliverMail(db, transport, id, new Date())).toEqual({ outcome: "done" });
  });

  it("marks local mail delivered without calling the mail server", async () => {
    const outbox = createOutbox(db, { delivery: "local", queue: recordingQueue().queue });
    const to = uniqueEmail("local");
    await outbox.send({ to, subject: "Local", text: "x", html: "x", kind: "contact-confirmation" });
    const row = await env.DB.prepare(`select id from email_outbox where "to" = ?`)
      .bind(to)
      .first<{ id: string }>();
    const { transport, accepted } = flakyTransport();
    expect(await deliverMail(db, transport, row?.id ?? "", new Date())).toEqual({ outcome: "sent" });
    expect(accepted).toEqual([]);
  });
});

describe("the outbox sweep", () => {
  it("queues rows a crash left unqueued, and nothing else", async () => {
    const stranded = await writeMail();
    const fresh = await writeMail();
    const sent = await writeMail();
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await env.DB.prepare("update email_outbox set created_at = ? where id in (?, ?)")
      .bind(old, stranded, sent)
      .run();
    await env.DB.prepare("update email_outbox set status = 'sent' where id = ?").bind(sent).run();

    const { queue, sent: queued } = recordingQueue();
    const now = new Date();
    await requeueStrandedMail(db, queue, now);
    expect(queued).toContain(stranded);
    expect(queued).not.toContain(fresh);
    expect(queued).not.toContain(sent);
    expect((await rowOf(stranded))?.queued_at).toBe(now.toISOString());

    // Once queued it is the queue's: the next sweep leaves it alone.
    const second = recordingQueue();
    await requeueStrandedMail(db, second.queue, new Date());
    expect(second.sent).not.toContain(stranded);

    const { transport, accepted } = flakyTransport();
    await deliverBatch(
      queued.filter((id) => id === stranded),
      transport,
    );
    expect(accepted).toHaveLength(1);
  });

  it("runs on the 10-minute cron", async () => {
    const stranded = await writeMail();
    await env.DB.prepare("update email_outbox set created_at = ? where id = ?")
      .bind(new Date(Date.now() - 10 * 60_000).toISOString(), stranded)
      .run();
    const controller = createScheduledController({ scheduledTime: new Date(), cron: MAIL_SWEEP_CRON });
    await scheduled(controller, env, createExecutionContext());
    expect((await rowOf(stranded))?.queued_at).not.toBeNull();
  });
});

describe("/admin/outbox", () => {
  let adminCookie = "";
  beforeAll(async () => {
    const admin = await signUp(uniqueEmail("admin"), "Outbox Admin");
    await makeAdmin(admin.email);
    adminCookie = admin.cookie;
  });

  it("lists failed mail and sends it again", async () => {
    const id = await writeMail();
    await env.DB.prepare(
      "update email_outbox set status = 'failed', attempts = 5, last_error = 'bounced' where id = ?",
    )
      .bind(id)
      .run();
    const list = await callApi("/api/admin/outbox?status=failed", { headers: { Cookie: adminCookie } });
    const body = (await list.json()) as { messages: { id: string; lastError: string }[]; failed: number };
    expect(body.failed).toBeGreaterThanOrEqual(1);
    expect(body.messages.find((m) => m.id === id)).toMatchObject({ lastError: "bounced" });

    const resend = await callApi(`/api/admin/outbox/${id}/resend`, {
      method: "POST",
      headers: { Cookie: adminCookie, Origin: ORIGIN },
    });
    expect(resend.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ attempts: 0, last_error: null });
    const again = await callApi(`/api/admin/outbox/${id}/resend`, {
      method: "POST",
      headers: { Cookie: adminCookie, Origin: ORIGIN },
    });
    expect(again.status).toBe(409);
  });

  it("never shows a production mail's body (it may hold a sign-in link)", async () => {
    await writeMail();
    const production = await listOutbox(db, {}, { withBodies: false });
    expect(production.messages.length).toBeGreaterThan(0);
    expect(production.messages.every((m) => !("text" in m) && !("html" in m))).toBe(true);
    const local = await listOutbox(db, {}, { withBodies: true });
    expect(local.messages[0]).toHaveProperty("text");
  });

  it("is for admins only", async () => {
    const member = await signUp(uniqueEmail("member"));
    expect((await callApi("/api/admin/outbox", { headers: { Cookie: member.cookie } })).status).toBe(403);
    expect((await callApi("/api/admin/outbox")).status).toBe(401);
  });
});
