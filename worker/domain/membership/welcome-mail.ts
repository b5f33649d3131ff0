import { and, eq, sql } from "drizzle-orm";
import { batchableSql, type Database } from "../../db/client";
import { account, emailOutbox, type MailDelivery, members, user, verification } from "../../db/schema";
import type { EmailMessage, Mailer } from "../../email/mailer";
import { welcomeEmail } from "../../email/welcome-email";
import { isLanguage } from "../../lib/language";

/**
 * The welcome every new member gets, as a templated outbox row (email/outbox/templates.ts) written in
 * the batch that creates the account: rendering it needs the account's number, language and whether it
 * has a password, and for a passwordless one a set-password token, none of which a bulk import should
 * pay for per row. Keyed `welcome:{userId}` (insert-or-ignore), so an account is welcomed once whatever
 * path or retry writes it.
 */
export type WelcomeMailParams = { userId: string; origin: string };

/** The set-password link in a welcome stays usable this long (a reset link only lasts an hour). */
const SET_PASSWORD_LINK_MS = 7 * 86_400_000;

export const welcomeMailId = (userId: string) => `welcome:${userId}`;

/** The welcome row for one new account, for the caller's batch; then `mailer.expect(id)` queues it. */
export function welcomeMailRow(
  db: Database,
  mailer: Pick<Mailer, "delivery">,
  input: { userId: string; email: string; origin: string; now: Date },
) {
  const params: WelcomeMailParams = { userId: input.userId, origin: input.origin };
  return db
    .insert(emailOutbox)
    .values({
      id: welcomeMailId(input.userId),
      to: input.email,
      subject: "",
      text: "",
      html: "",
      kind: "welcome",
      template: "welcome",
      params,
      delivery: mailer.delivery,
      queuedAt: input.now.toISOString(),
    })
    .onConflictDoNothing();
}

/**
 * The welcome rows of many accounts in one statement (the import's chunks): the ids travel as one
 * JSON parameter, since D1 binds at most 100 values per statement. They are written unqueued: the
 * import then sends one mail kick (outbox/kick.ts), whose consumer queues them 500 at a time, instead
 * of the request queuing 50,000 messages itself after answering.
 */
export function welcomeMailRows(
  db: Database,
  input: { userIds: string[]; origin: string; delivery: MailDelivery },
) {
  return batchableSql(
    db,
    sql`
    insert into email_outbox (id, "to", subject, text, html, kind, template, params, delivery)
    select 'welcome:' || u.id, u.email, '', '', '', 'welcome', 'welcome',
           json_object('userId', u.id, 'origin', ${input.origin}), ${input.delivery}
      from json_each(${JSON.stringify(input.userIds)}) j join user u on u.id = j.value
     where true -- an upsert after INSERT ... SELECT needs a WHERE, or SQLite may read ON as a join's
    on conflict (id) do nothing`,
  );
}

/**
 * A first-password link: better-auth's own reset-password token (the verification row its
 * /reset-password endpoints read, stored plain as this app's auth config leaves it), valid for a week.
 */
export async function setPasswordLink(db: Database, userId: string, origin: string, now: Date) {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  const token = btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, (ch) => (ch === "+" ? "-" : "_"));
  await db.insert(verification).values({
    id: crypto.randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(now.getTime() + SET_PASSWORD_LINK_MS),
    createdAt: now,
    updatedAt: now,
  });
  return `${origin}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent("/reset-password")}`;
}

/**
 * The welcome as it reads now: the member's number and language, and a set-password link only while
 * the account has no password. Null when the account is gone or (never expected) still has no number.
 */
export async function welcomeMessage(
  db: Database,
  { userId, origin }: WelcomeMailParams,
  now = new Date(),
): Promise<EmailMessage | null> {
  const found = await db
    .select({
      email: user.email,
      name: user.name,
      firstName: members.firstName,
      language: members.preferredLanguage,
      membershipId: members.membershipId,
      credential: account.id,
    })
    .from(user)
    .innerJoin(members, eq(members.userId, user.id))
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, "credential")))
    .where(eq(user.id, userId))
    .get();
  if (!found?.membershipId) return null;
  return welcomeEmail({
    to: found.email,
    name: found.firstName || found.name,
    language: isLanguage(found.language) ? found.language : "en",
    membershipId: found.membershipId,
    origin,
    setPasswordUrl: found.credential ? null : await setPasswordLink(db, userId, origin, now),
  });
}

/** The mail template "welcome" (background/mail-templates.ts). */
export const renderWelcomeMail = (db: Database, params: Record<string, unknown>) =>
  welcomeMessage(db, params as WelcomeMailParams);
