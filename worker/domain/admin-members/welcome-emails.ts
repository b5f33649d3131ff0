import { and, eq, isNull, sql } from "drizzle-orm";
import { batchableSql, type Database } from "../../db/client";
import { welcomeEmails } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { failureReason } from "../../lib/failure-reason";
import { ensureMembershipId } from "../membership/membership-number";
import { welcomeMailId, welcomeMessage } from "../membership/welcome-mail";

/** One queue message per member; `origin` is the site the admin used (links, and local vs real mail). */
export type WelcomeEmailMessage = { userId: string; origin: string };

/** Queue.sendBatch takes at most 100 messages. */
const SEND_BATCH_LIMIT = 100;
/** How long a consumer may hold a member's send before another delivery may try again. */
export const SENDING_LEASE_MS = 5 * 60_000;
const LEASE_PREFIX = "sending:";

/**
 * Claims every imported member who has not completed their profile and has no welcome_emails row
 * yet (insert-or-ignore, so two admins pressing the button at once never claim the same member twice)
 * and enqueues one message each. Members already welcomed when their account was created (outbox row
 * `welcome:{userId}`, written by every creation path) are left out. If the queue refuses a chunk, the
 * claims not enqueued are released so the next press tries them again. Returns how many were queued.
 */
export async function enqueueWelcomeEmails(
  db: Database,
  queue: Queue<WelcomeEmailMessage>,
  origin: string,
): Promise<number> {
  const claimed = await db.all<{ userId: string }>(sql`
    insert or ignore into welcome_emails (user_id)
    select m.user_id from members m
     where m.imported_at is not null and m.profile_completed = 0
       and not exists (select 1 from welcome_emails w where w.user_id = m.user_id)
       and not exists (select 1 from email_outbox o where o.id = 'welcome:' || m.user_id)
    returning user_id as userId`);
  const ids = claimed.map((row) => row.userId);
  for (let start = 0; start < ids.length; start += SEND_BATCH_LIMIT) {
    const chunk = ids.slice(start, start + SEND_BATCH_LIMIT);
    try {
      await queue.sendBatch(chunk.map((userId) => ({ body: { userId, origin } })));
    } catch (error) {
      const unsent = ids.slice(start);
      for (let i = 0; i < unsent.length; i += SEND_BATCH_LIMIT) {
        const part = unsent.slice(i, i + SEND_BATCH_LIMIT);
        await db.run(sql`delete from welcome_emails where sent_at is null and user_id in ${part}`);
      }
      throw error;
    }
  }
  return ids.length;
}

/**
 * The import's record that it welcomed these members (their outbox rows are in the same batch), so
 * the dashboard counts them among emails sent and "Send welcome emails" leaves them out.
 */
export function welcomedAtImport(db: Database, userIds: string[], now: Date) {
  return batchableSql(
    db,
    sql`
    insert into welcome_emails (user_id, enqueued_at, sent_at)
    select j.value, ${now.toISOString()}, ${now.toISOString()} from json_each(${JSON.stringify(userIds)}) j
     where true -- an upsert after INSERT ... SELECT needs a WHERE, or SQLite reads ON as a join's
    on conflict (user_id) do nothing`,
  );
}

export type WelcomeOutcome = "sent" | "already-sent" | "busy" | "failed" | "gone";

/**
 * Writes one member's welcome email to the mail outbox at most once; the sppc-mail consumer sends it.
 * A conditional update first takes a short lease (last_error = 'sending:<until>', attempts + 1) that
 * only one delivery can win, because making the set-password link writes a token. The outbox row
 * (keyed by member, so never twice) and sent_at are then written in one batch. A second delivery of
 * the same message finds the member done (acked) or the lease held (retried later).
 */
export async function sendWelcomeEmail(
  deps: { db: Database; mailer: Mailer; prefix: string },
  message: WelcomeEmailMessage,
  now: Date,
): Promise<{ outcome: WelcomeOutcome; error?: string }> {
  const { db } = deps;
  const nowIso = now.toISOString();
  const leaseUntil = new Date(now.getTime() + SENDING_LEASE_MS).toISOString();
  const claim = await db.all<{ userId: string }>(sql`
    update welcome_emails
       set attempts = attempts + 1, last_error = ${LEASE_PREFIX + leaseUntil}
     where user_id = ${message.userId} and sent_at is null
       and (last_error is null or last_error not like 'sending:%'
            or substr(last_error, ${LEASE_PREFIX.length + 1}) < ${nowIso})
    returning user_id as userId`);
  if (claim.length === 0) {
    const row = await db.get<{ sentAt: string | null } | undefined>(
      sql`select sent_at as sentAt from welcome_emails where user_id = ${message.userId}`,
    );
    if (!row) return { outcome: "gone" };
    return { outcome: row.sentAt ? "already-sent" : "busy" };
  }
  try {
    // Imported before numbers were given at creation: numbered now, so the welcome can tell it.
    await ensureMembershipId(db, message.userId, deps.prefix, now);
    const email = await welcomeMessage(db, message, now);
    if (!email) return { outcome: "gone" };
    // The mail and "sent" in one batch: the outbox row exists exactly when the member counts as welcomed.
    // Its id is the one every creation path uses, so a member welcomed at creation is not welcomed twice.
    await db.batch([
      deps.mailer.row(email, welcomeMailId(message.userId)),
      db
        .update(welcomeEmails)
        .set({ sentAt: new Date().toISOString(), lastError: null })
        .where(and(eq(welcomeEmails.userId, message.userId), isNull(welcomeEmails.sentAt))),
    ]);
  } catch (error) {
    const reason = failureReason(error);
    await db.run(sql`
      update welcome_emails set last_error = ${reason}
       where user_id = ${message.userId} and sent_at is null`);
    return { outcome: "failed", error: reason };
  }
  return { outcome: "sent" };
}
