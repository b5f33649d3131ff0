import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { EmailAttachment, MailDelivery, MailStatus } from "../../db/schema";
import { failureReason } from "../../lib/failure-reason";
import type { EmailKind } from "../mailer";
import type { MailTransport } from "../transport";
import { type MailTemplates, renderTemplatedRow } from "./templates";

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
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: EmailKind;
  attachments: string | null;
  delivery: MailDelivery;
  attempts: number;
  template: string | null;
  params: string | null;
};

/**
 * Sends one outbox row at most once. A conditional update claims it (pending, or a lease that ran out)
 * and counts the attempt; only one delivery can win. "local" rows are done once claimed: the row is
 * the local inbox. A failed send goes back to pending with its error (or to failed after
 * MAIL_MAX_ATTEMPTS). The one window left: the worker dies after the mail server took the message but
 * before "sent" is written; the lease then runs out and the member may get a second copy.
 */
export async function deliverMail(
  db: Database,
  transport: MailTransport,
  id: string,
  now: Date,
  templates: MailTemplates = {},
): Promise<MailOutcome> {
  const nowIso = now.toISOString();
  const [claimed] = await db.all<ClaimedRow>(sql`
    update email_outbox
       set status = 'sending', attempts = attempts + 1,
           lease_until = ${new Date(now.getTime() + MAIL_LEASE_MS).toISOString()}
     where id = ${id}
       and (status = 'pending' or (status = 'sending' and lease_until < ${nowIso}))
    returning "to", subject, text, html, kind, attachments, delivery, attempts, template, params`);
  if (!claimed) return whyNotClaimed(db, id, now);
  let message: Parameters<MailTransport["send"]>[0] = {
    ...claimed,
    attachments: claimed.attachments ? (JSON.parse(claimed.attachments) as EmailAttachment[]) : undefined,
  };
  try {
    const rendered = await renderTemplatedRow(db, templates, { id, ...claimed });
    if (rendered?.outcome === "nothing-to-tell") {
      await db.run(sql`
        update email_outbox set status = 'sent', sent_at = ${new Date().toISOString()}, lease_until = null,
               subject = '(not sent: nothing to tell any more)'
         where id = ${id} and status = 'sending'`);
      return { outcome: "done" };
    }
    if (rendered) message = rendered.message;
    if (claimed.delivery === "send") await transport.send(message);
  } catch (error) {
    return recordFailure(db, id, claimed.attempts, error);
  }
  await db.run(sql`
    update email_outbox set status = 'sent', sent_at = ${new Date().toISOString()},
           lease_until = null, last_error = null
     where id = ${id} and status = 'sending'`);
  return { outcome: "sent" };
}

async function whyNotClaimed(db: Database, id: string, now: Date): Promise<MailOutcome> {
  const row = await db.get<{ status: MailStatus; leaseUntil: string | null } | undefined>(
    sql`select status, lease_until as leaseUntil from email_outbox where id = ${id}`,
  );
  if (row?.status !== "sending") return { outcome: "done" };
  const left = Date.parse(row.leaseUntil ?? "") - now.getTime();
  return { outcome: "busy", delaySeconds: Math.max(1, Math.ceil(left / 1000)) };
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
