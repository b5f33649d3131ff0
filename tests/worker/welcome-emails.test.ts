import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { consumeWelcomeEmails } from "../../worker/background/welcome-queue";
import type { WelcomeEmailMessage } from "../../worker/domain/admin-members/welcome-emails";
import type { Outbox } from "../../worker/email/outbox/writer";
import { makeAdmin, ORIGIN, outboxFor, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { localOutbox } from "./test-outbox";

let adminCookie = "";
let messageCounter = 0;

beforeAll(async () => {
  const admin = await signUp(uniqueEmail("admin"), "Farah Admin");
  await makeAdmin(admin.email);
  adminCookie = admin.cookie;
});

/** A member as the CSV import leaves them: an account, imported_at set, profile not completed. */
async function importedMember(options: { language?: string; completed?: boolean; imported?: boolean } = {}) {
  const id = crypto.randomUUID();
  const email = uniqueEmail("imported");
  const now = Date.now();
  await env.DB.batch([
    env.DB.prepare(
      "insert into user (id, name, email, email_verified, created_at, updated_at) values (?, ?, ?, 0, ?, ?)",
    ).bind(id, "Imran Siddiqui", email, now, now),
    env.DB.prepare(
      `insert into members (user_id, first_name, last_name, preferred_language, profile_completed, imported_at)
       values (?, 'Imran', 'Siddiqui', ?, ?, ?)`,
    ).bind(
      id,
      options.language ?? "en",
      options.completed ? 1 : 0,
      options.imported === false ? null : new Date(now).toISOString(),
    ),
  ]);
  return { id, email };
}

const sendWelcomeEmails = () =>
  callApi("/api/admin/send-welcome-emails", {
    method: "POST",
    headers: { Origin: ORIGIN, Cookie: adminCookie },
  });

/** Delivers the messages to the consumer as the queue would, and reports what it acked and retried. */
async function deliver(userIds: string[], mailer?: Outbox) {
  const batch = createMessageBatch<WelcomeEmailMessage>(
    "sppc-welcome-emails",
    userIds.map((userId) => {
      messageCounter += 1;
      return {
        id: `msg-${messageCounter}`,
        timestamp: new Date(),
        attempts: 1,
        body: { userId, origin: ORIGIN },
      };
    }),
  );
  const ctx = createExecutionContext();
  await consumeWelcomeEmails(batch, env, mailer ? () => mailer : undefined);
  return getQueueResult(batch, ctx);
}

/**
 * What the POST does before enqueueing: the consumer tests claim directly and deliver the message
 * themselves, so the local queue never delivers one of theirs behind their back.
 */
async function claim(userId: string) {
  await env.DB.prepare("insert into welcome_emails (user_id) values (?)").bind(userId).run();
}

async function welcomeRow(userId: string) {
  return env.DB.prepare("select sent_at, attempts, last_error from welcome_emails where user_id = ?")
    .bind(userId)
    .first<{ sent_at: string | null; attempts: number; last_error: string | null }>();
}

const welcomeMails = async (email: string) => (await outboxFor(email)).filter((m) => m.kind === "welcome");
/** An outbox that cannot be written (D1 trouble): the welcome job must record it and retry. */
const failingMailer: Outbox = {
  ...localOutbox(),
  send: async () => {
    throw new Error("Email service unavailable");
  },
  row: () => {
    throw new Error("Email service unavailable");
  },
};

async function emailsSentStat() {
  const response = await callApi("/api/admin/stats", { headers: { Cookie: adminCookie } });
  return ((await response.json()) as { emailsSent: number }).emailsSent;
}

describe("the welcome-email queue consumer", () => {
  it("sends the profile-completion email with a working set-password link, in the member's language", async () => {
    const member = await importedMember({ language: "ur" });
    await claim(member.id);
    const result = await deliver([member.id]);
    expect(result.explicitAcks).toEqual([`msg-${messageCounter}`]);

    const [mail, ...more] = await welcomeMails(member.email);
    expect(more).toEqual([]);
    // Imported before numbers came with the account: numbered when welcomed, and the mail tells it.
    const numbered = await env.DB.prepare("select membership_id as id from members where user_id = ?")
      .bind(member.id)
      .first<{ id: string }>();
    expect(numbered?.id).toMatch(/^SPPC-\d{8}-\d{4}$/);
    expect(mail?.subject).toBe(`SPPC میں خوش آمدید: آپ کا رکنیت نمبر ${numbered?.id} ہے`);
    expect(mail?.text).toContain(`${ORIGIN}/membership-card`);
    expect(mail?.text).toContain(`${ORIGIN}/onboarding`);
    expect(mail?.text).toContain("7 دن");
    const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/reset-password\/\S+/)?.[0] ?? "";
    const token = new URL(link).pathname.split("/").pop() ?? "";

    // The link is better-auth's: it sets a first password, and the member can then sign in.
    const reset = await callApi("/api/auth/reset-password", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ token, newPassword: "Faisal-Mosque 1986!" }),
    });
    expect(reset.status).toBe(200);
    const signIn = await callApi("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ email: member.email, password: "Faisal-Mosque 1986!" }),
    });
    expect(signIn.status).toBe(200);

    const row = await welcomeRow(member.id);
    expect(row?.sent_at).toBeTruthy();
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toBeNull();
  });

  it("sends once when the same message is delivered twice, in one batch or in two", async () => {
    const member = await importedMember();
    await claim(member.id);
    const together = await deliver([member.id, member.id]);
    expect(together.explicitAcks).toHaveLength(2);
    const again = await deliver([member.id]);
    expect(again.explicitAcks).toHaveLength(1);
    expect(await welcomeMails(member.email)).toHaveLength(1);
  });

  it("retries a failed send, records the failure, then sends exactly once", async () => {
    const member = await importedMember({ language: "ar" });
    await claim(member.id);
    const failed = await deliver([member.id], failingMailer);
    expect(failed.retryMessages).toMatchObject([{ msgId: `msg-${messageCounter}` }]);
    expect(failed.explicitAcks).toEqual([]);
    expect(await welcomeMails(member.email)).toEqual([]);
    expect(await welcomeRow(member.id)).toMatchObject({
      sent_at: null,
      attempts: 1,
      last_error: "Email service unavailable",
    });

    const retried = await deliver([member.id]);
    expect(retried.explicitAcks).toHaveLength(1);
    const duplicate = await deliver([member.id]);
    expect(duplicate.explicitAcks).toHaveLength(1);
    const mails = await welcomeMails(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^مرحبًا بك في SPPC: رقم عضويتك SPPC-\d{8}-\d{4}$/);
    expect(await welcomeRow(member.id)).toMatchObject({ attempts: 2, last_error: null });
  });

  it("holds back a delivery while another one is sending the same member", async () => {
    const member = await importedMember();
    await claim(member.id);
    const leaseUntil = new Date(Date.now() + 60_000).toISOString();
    await env.DB.prepare("update welcome_emails set last_error = ? where user_id = ?")
      .bind(`sending:${leaseUntil}`, member.id)
      .run();
    const busy = await deliver([member.id]);
    expect(busy.retryMessages).toHaveLength(1);
    expect(await welcomeMails(member.email)).toEqual([]);
  });

  it("counts only real sends in emailsSent", async () => {
    const before = await emailsSentStat();
    const sent = await importedMember();
    const failing = await importedMember();
    await claim(sent.id);
    await claim(failing.id);
    await deliver([sent.id]);
    await deliver([failing.id], failingMailer);
    const { results } = await env.DB.prepare(
      "select count(*) as n from welcome_emails where sent_at is not null",
    ).all<{ n: number }>();
    expect(await emailsSentStat()).toBe(results[0]?.n);
    const outbox = await env.DB.prepare(
      "select count(*) as n from email_outbox where id in (select 'welcome:' || user_id from welcome_emails)",
    ).first<{ n: number }>();
    expect(await emailsSentStat()).toBe(outbox?.n);
    expect(await emailsSentStat()).toBeGreaterThanOrEqual(before + 1);
    expect(await welcomeRow(failing.id)).toMatchObject({ sent_at: null });
  });
});

// After the consumer tests: these put real messages on the local queue, which delivers them itself.
describe("POST /api/admin/send-welcome-emails", () => {
  it("queues each imported member without a completed profile once; a second press queues nobody new", async () => {
    const pending = await importedMember();
    const completed = await importedMember({ completed: true });
    const notImported = await importedMember({ imported: false });

    const first = await sendWelcomeEmails();
    expect(first.status).toBe(200);
    const body = (await first.json()) as { success: boolean; queued: number };
    expect(body.success).toBe(true);
    expect(body.queued).toBeGreaterThanOrEqual(1);
    expect(await welcomeRow(pending.id)).not.toBeNull();
    expect(await welcomeRow(completed.id)).toBeNull();
    expect(await welcomeRow(notImported.id)).toBeNull();

    const second = await sendWelcomeEmails();
    expect(await second.json()).toEqual({ success: true, queued: 0 });

    // One detailed audit entry per press, none from the catch-all.
    const { results: audit } = await env.DB.prepare(
      "select action, after from audit_log where action like '%welcome%' order by created_at",
    ).all<{ action: string; after: string }>();
    expect(audit.map((entry) => [entry.action, JSON.parse(entry.after)])).toEqual([
      ["welcome_emails.enqueue", { queued: body.queued }],
      ["welcome_emails.enqueue", { queued: 0 }],
    ]);
  });

  it("queues more than one sendBatch holds (100) in chunks", async () => {
    const rows = async () =>
      (await env.DB.prepare("select count(*) as n from welcome_emails").first<{ n: number }>())?.n ?? 0;
    const before = await rows();
    const many = 150;
    for (let i = 0; i < many; i += 1) await importedMember();
    const response = await sendWelcomeEmails();
    expect(await response.json()).toEqual({ success: true, queued: many });
    expect(await rows()).toBe(before + many);
  });

  it("is for admins only", async () => {
    const member = await signUp();
    const response = await callApi("/api/admin/send-welcome-emails", {
      method: "POST",
      headers: { Origin: ORIGIN, Cookie: member.cookie },
    });
    expect(response.status).toBe(403);
  });
});
