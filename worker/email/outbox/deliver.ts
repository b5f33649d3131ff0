import { type SQL, sql } from "drizzle-orm";
import { batchableSql, type Database } from "../../db/client";
import type { EmailAttachment, MailDelivery, MailStatus } from "../../db/schema";
import { failureReason } from "../../lib/failure-reason";
import type { EmailKind } from "../mailer";
import type { MailTransport } from "../transport";
import {
  type MailBatch,
  type MailContext,
  type MailTemplates,
  mailBatch,
  mailContext,
  type Rendered,
  renderedColumns,
  renderTemplate,
  templateParams,
} from "./templates";

/** Kinds whose row is deleted once sent: the confirmation that an account was erased (privacy/delete.ts). */
const FORGOTTEN_ONCE_SENT: ReadonlySet<EmailKind> = new Set<EmailKind>(["account-deleted"]);

/** After this many failed attempts a row is "failed": admins see it in /admin/outbox and may send it again. */
export const MAIL_MAX_ATTEMPTS = 5;
/** How long one consumer may hold a row before another delivery of the same id may try it. */
export const MAIL_LEASE_MS = 2 * 60_000;

/** Seconds before attempt n + 1 after n failures: 30 s, 1 min, 2 min, 4 min... at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

export type MailOutcome =
  | { outcome: "sent" }
  /** Sent or given up by an earlier delivery, or deleted (privacy): nothing to do. */
  | { outcome: "done" }
  /** Another delivery holds the lease: try again when it ends. */
  | { outcome: "busy"; delaySeconds: number }
  | { outcome: "retry"; delaySeconds: number; error: string }
  | { outcome: "failed"; error: string };

type ClaimedRow = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  attachments: string | null;
  headers: string | null;
  delivery: MailDelivery;
  attempts: number;
  template: string | null;
  params: string | null;
};

/** One row: `deliverMails` with one id. */
export async function deliverMail(
  db: Database,
  transport: MailTransport,
  id: string,
  now: Date,
  templates: MailTemplates = {},
  context: MailContext = mailContext(),
): Promise<MailOutcome> {
  const outcomes = await deliverMails(db, transport, [id], now, templates, context);
  return outcomes.get(id) ?? { outcome: "done" };
}

/**
 * Sends each outbox row of a queue batch at most once. One conditional update claims them all (pending,
 * or a lease that ran out) and counts the attempt; only one delivery can win a row. Each claimed row is
 * then rendered (templated rows, sharing their reads through one MailBatch), sent, and closed by a
 * write that stores what was sent and "sent" together: at once after a real send, so a crash cannot
 * send it twice; for "local" rows (nothing leaves: the row is the local inbox) all in one D1 batch at
 * the end. A failed send goes back to pending with its error (or to failed after MAIL_MAX_ATTEMPTS).
 * The one window left: the worker dies after the mail server took a message but before its "sent" is
 * written; the lease then runs out and the member may get a second copy.
 */
export async function deliverMails(
  db: Database,
  transport: MailTransport,
  ids: string[],
  now: Date,
  templates: MailTemplates = {},
  context: MailContext = mailContext(),
): Promise<Map<string, MailOutcome>> {
  const nowIso = now.toISOString();
  // json_each keeps the statement at three bound values whatever the batch size (D1 allows 100).
  const claimed = await db.all<ClaimedRow>(sql`
    update email_outbox
       set status = 'sending', attempts = attempts + 1,
           lease_until = ${new Date(now.getTime() + MAIL_LEASE_MS).toISOString()}
     where id in (select value from json_each(${JSON.stringify(ids)}))
       and (status = 'pending' or (status = 'sending' and lease_until < ${nowIso}))
    returning id, "to", subject, text, html, kind, attachments, headers, delivery, attempts, template, params`);
  const batches = batchesByTemplate(claimed, context);
  const outcomes = new Map<string, MailOutcome>();
  const closings: SQL[] = [];
  for (const row of claimed) {
    const batch = batches.get(row.template ?? "");
    const delivered = await deliverClaimed(db, transport, row, templates, batch, context.replyTo);
    outcomes.set(row.id, delivered.outcome);
    if (delivered.closing) closings.push(delivered.closing);
  }
  const [first, ...rest] = closings.map((closing) => batchableSql(db, closing));
  if (first) await db.batch([first, ...rest]);
  const unclaimed = ids.filter((id) => !outcomes.has(id));
  if (unclaimed.length > 0)
    for (const [id, outcome] of await whyNotClaimed(db, unclaimed, now)) outcomes.set(id, outcome);
  return outcomes;
}

function batchesByTemplate(rows: ClaimedRow[], context: MailContext): Map<string, MailBatch> {
  const batches = new Map<string, MailBatch>();
  for (const template of new Set(rows.map((row) => row.template))) {
    if (!template) continue;
    const siblings = rows.filter((row) => row.template === template && !row.html).map(templateParams);
    batches.set(template, mailBatch(siblings, context));
  }
  return batches;
}

/** Its outcome, and for a local row the closing write to run with the batch's others. */
async function deliverClaimed(
  db: Database,
  transport: MailTransport,
  claimed: ClaimedRow,
  templates: MailTemplates,
  batch: MailBatch | undefined,
  replyTo: string | undefined,
): Promise<{ outcome: MailOutcome; closing?: SQL }> {
  let message: Parameters<MailTransport["send"]>[0] = {
    ...claimed,
    attachments: claimed.attachments ? (JSON.parse(claimed.attachments) as EmailAttachment[]) : undefined,
    headers: claimed.headers ? (JSON.parse(claimed.headers) as Record<string, string>) : undefined,
  };
  let rendered: Rendered | null;
  try {
    rendered = await renderTemplate(db, templates, claimed, batch);
    if (rendered?.outcome === "nothing-to-tell") {
      await db.run(sql`
        update email_outbox set status = 'sent', sent_at = ${new Date().toISOString()}, lease_until = null,
               subject = '(not sent: nothing to tell any more)'
         where id = ${claimed.id} and status = 'sending'`);
      return { outcome: { outcome: "done" } };
    }
    if (rendered) message = rendered.message;
    message = withReplyTo(message, replyTo);
    if (claimed.delivery === "send") await transport.send(message);
  } catch (error) {
    return { outcome: await recordFailure(db, claimed.id, claimed.attempts, error) };
  }
  // What was sent (admins read it in /admin/outbox, "Send again" resends it) and "sent", in one write;
  // the headers too, Reply-To included, exactly as the transport got them.
  // Mail to an erased account is forgotten once sent instead: nobody may keep its address.
  const sentHeaders = message.headers ? JSON.stringify(message.headers) : null;
  const closing = FORGOTTEN_ONCE_SENT.has(claimed.kind)
    ? sql`delete from email_outbox where id = ${claimed.id} and status = 'sending'`
    : sql`
    update email_outbox set status = 'sent', sent_at = ${new Date().toISOString()},
           lease_until = null, last_error = null
           ${rendered ? sql`, ${renderedColumns(message)}` : sql`, headers = ${sentHeaders}`}
     where id = ${claimed.id} and status = 'sending'`;
  if (claimed.delivery === "local") return { outcome: { outcome: "sent" }, closing };
  await db.run(closing);
  return { outcome: { outcome: "sent" } };
}

/**
 * Every mail carries a Reply-To that reaches the community (the sender, no-reply@, reaches nobody). A
 * row that names its own Reply-To keeps it.
 */
function withReplyTo<M extends { headers?: Record<string, string> }>(
  message: M,
  replyTo: string | undefined,
): M {
  if (!replyTo) return message;
  const named = Object.keys(message.headers ?? {}).some((name) => name.toLowerCase() === "reply-to");
  return named ? message : { ...message, headers: { "Reply-To": replyTo, ...message.headers } };
}

async function whyNotClaimed(db: Database, ids: string[], now: Date): Promise<Map<string, MailOutcome>> {
  const rows = await db.all<{ id: string; status: MailStatus; leaseUntil: string | null }>(
    sql`select id, status, lease_until as leaseUntil from email_outbox
         where id in (select value from json_each(${JSON.stringify(ids)}))`,
  );
  const outcomes = new Map<string, MailOutcome>();
  for (const id of ids) {
    const row = rows.find((candidate) => candidate.id === id);
    if (row?.status !== "sending") {
      outcomes.set(id, { outcome: "done" });
      continue;
    }
    const left = Date.parse(row.leaseUntil ?? "") - now.getTime();
    outcomes.set(id, { outcome: "busy", delaySeconds: Math.max(1, Math.ceil(left / 1000)) });
  }
  return outcomes;
}

async function recordFailure(
  db: Database,
  id: string,
  attempts: number,
  error: unknown,
): Promise<MailOutcome> {
  const reason = failureReason(error);
  const final = attempts >= MAIL_MAX_ATTEMPTS;
  await db.run(sql`
    update email_outbox set status = ${final ? "failed" : "pending"}, last_error = ${reason}, lease_until = null
     where id = ${id} and status = 'sending'`);
  return final
    ? { outcome: "failed", error: reason }
    : { outcome: "retry", delaySeconds: retryDelaySeconds(attempts), error: reason };
}
