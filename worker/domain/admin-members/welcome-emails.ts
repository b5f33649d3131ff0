import { and, eq, isNull, sql } from "drizzle-orm";
import type { Auth } from "../../auth/auth";
import type { Database } from "../../db/client";
import { welcomeEmails } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { welcomeProfileEmail } from "../../email/welcome-email";
import { failureReason } from "../../lib/failure-reason";
import { isLanguage } from "../../lib/language";

/** One queue message per member; `origin` is the site the admin used (links, and local vs real mail). */
export type WelcomeEmailMessage = { userId: string; origin: string };

/** Queue.sendBatch takes at most 100 messages. */
const SEND_BATCH_LIMIT = 100;
/** How long a consumer may hold a member's send before another delivery may try again. */
export const SENDING_LEASE_MS = 5 * 60_000;
/** The set-password link in a welcome email stays usable this long (a reset link only lasts an hour). */
const SET_PASSWORD_LINK_MS = 7 * 86_400_000;
const LEASE_PREFIX = "sending:";

/**
 * Claims every imported member who has not completed their profile and has no welcome_emails row
 * yet (insert-or-ignore, so two admins pressing the button at once never claim the same member twice)
 * and enqueues one message each. If the queue refuses a chunk, the claims not enqueued are released
 * so the next press tries them again. Returns how many were queued.
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

export type WelcomeOutcome = "sent" | "already-sent" | "busy" | "failed" | "gone";

/**
 * Writes one member's welcome email to the mail outbox at most once; the sppc-mail consumer sends it.
 * A conditional update first takes a short lease (last_error = 'sending:<until>', attempts + 1) that
 * only one delivery can win, because making the set-password link writes a token. The outbox row
 * (keyed by member, so never twice) and sent_at are then written in one batch. A second delivery of
 * the same message finds the member done (acked) or the lease held (retried later).
 */
export async function sendWelcomeEmail(
  deps: { db: Database; mailer: Mailer; auth: Auth },
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
  const recipient = await db.get<
    { email: string; name: string; firstName: string | null; language: string } | undefined
  >(sql`
    select u.email as email, u.name as name, m.first_name as firstName, m.preferred_language as language
      from user u join members m on m.user_id = u.id
     where u.id = ${message.userId}`);
  if (!recipient) return { outcome: "gone" };
  try {
    const setPasswordUrl = await setPasswordLink(deps.auth, message, now);
    const email = welcomeProfileEmail({
      to: recipient.email,
      name: recipient.firstName || recipient.name,
      language: isLanguage(recipient.language) ? recipient.language : "en",
      setPasswordUrl,
      onboardingUrl: new URL("/onboarding", message.origin).toString(),
    });
    // The mail and "sent" in one batch: the outbox row exists exactly when the member counts as welcomed.
    await db.batch([
      deps.mailer.row(email, `welcome-profile:${message.userId}`),
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

/**
 * better-auth's own reset-password token (the verification row its /reset-password endpoints read),
 * as requestPasswordReset makes it, but valid for a week: the member sets a first password with it.
 */
async function setPasswordLink(auth: Auth, message: WelcomeEmailMessage, now: Date): Promise<string> {
  const context = await auth.$context;
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const token = btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (ch) => (ch === "+" ? "-" : "_"));
  await context.internalAdapter.createVerificationValue({
    value: message.userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_MS),
  });
  return `${message.origin}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent("/reset-password")}`;
}
