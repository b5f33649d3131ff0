import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authAttempts, emailOutbox, members, session, user } from "../../db/schema";
import { exportMemberMessages } from "../messages/export";
import { exportMemberPush } from "../push/export";
import { exportMemberContent } from "./content";
import { exportMemberPayments } from "./payments";
import { consentHistory } from "./privacy";

/** `sppc-my-data-2025-01-31.json`, dated in UTC like every time in the file. */
export const exportFileName = (now: Date) => `sppc-my-data-${now.toISOString().slice(0, 10)}.json`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Everything stored about one member (PDPL access and portability), selected by their id or address
 * only, so nothing about anyone else can slip in. Secrets are left out on purpose: session tokens
 * (they would let the file's reader sign in) and the password hash.
 */
export async function exportMemberData(db: Database, userId: string, now = new Date()) {
  const account = await db.select().from(user).where(eq(user.id, userId)).get();
  if (!account) return null;
  const [profile, consents, sessions, emails, attempts, community, membership, messages, push] =
    await Promise.all([
      db.select().from(members).where(eq(members.userId, userId)).get(),
      consentHistory(db, userId),
      db
        .select({
          device: session.userAgent,
          ipAddress: session.ipAddress,
          createdAt: session.createdAt,
          lastSeenAt: session.updatedAt,
          expiresAt: session.expiresAt,
        })
        .from(session)
        .where(eq(session.userId, userId))
        .orderBy(asc(session.createdAt)),
      db
        .select({
          subject: emailOutbox.subject,
          kind: emailOutbox.kind,
          text: emailOutbox.text,
          sentAt: emailOutbox.createdAt,
        })
        .from(emailOutbox)
        .where(eq(emailOutbox.to, account.email))
        .orderBy(asc(emailOutbox.createdAt)),
      // Failed sign-in attempts are counted under the address (worker/auth/rate-limit.ts).
      db
        .select({ failures: authAttempts.failures, windowStartedAt: authAttempts.windowStartedAt })
        .from(authAttempts)
        .where(sql`${authAttempts.key} = ${`email:${account.email.toLowerCase()}`}`)
        .get(),
      exportMemberContent(db, userId, account.email),
      exportMemberPayments(db, userId),
      exportMemberMessages(db, userId),
      exportMemberPush(db, userId),
    ]);
  const { photoKey, userId: _id, ...profileFields } = profile ?? ({} as Partial<typeof members.$inferSelect>);
  return {
    exportedAt: now.toISOString(),
    about:
      "A copy of the personal data SPPC stores about you (PDPL right of access and portability). Times are UTC.",
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    profile: profile ? { ...profileFields, hasProfilePhoto: Boolean(photoKey) } : null,
    consents,
    sessions: sessions.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      lastSeenAt: iso(row.lastSeenAt),
      expiresAt: iso(row.expiresAt),
    })),
    emails,
    community,
    directMessages: messages,
    pushNotifications: push,
    payments: membership.payments,
    renewalReminders: membership.renewalReminders,
    welcomeEmail: membership.welcomeEmail,
    failedSignIns: attempts
      ? { failures: attempts.failures, since: new Date(attempts.windowStartedAt).toISOString() }
      : null,
  };
}

export type MemberDataExport = NonNullable<Awaited<ReturnType<typeof exportMemberData>>>;
