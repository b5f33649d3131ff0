import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members, user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { accountEmail } from "../../email/templates";
import type { PhotoStore } from "../../storage/photos";
import type { Viewer } from "../members";
import { deleteAccount } from "./delete";

// Spec point 9: inactive accounts' data is deleted after 2 years. Members are warned by email 30 days
// ahead (at 23 months), and deletion waits until the warning is at least 30 days old, so nobody loses
// an account with less notice than the email promised, even if the job did not run for a while.
export const WARN_AFTER_MONTHS = 23;
export const DELETE_AFTER_MONTHS = 24;
export const NOTICE_DAYS = 30;
/** Each run handles at most this many accounts per step; the rest follow the next day. */
export const BATCH_LIMIT = 200;
const DAY_MS = 86_400_000;

/** `now` minus whole calendar months, in UTC. */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

/**
 * Records that the member used their session: at most one write a day, plus whenever a warning is
 * pending (using the account is exactly what cancels it). Returns the viewer with the fresh values.
 */
export async function noteActivity(db: Database, viewer: Viewer, now = new Date()): Promise<Viewer> {
  const { member } = viewer;
  const last = member.lastActiveAt ? Date.parse(member.lastActiveAt) : 0;
  if (now.getTime() - last < DAY_MS && !member.inactivityWarnedAt) return viewer;
  const lastActiveAt = now.toISOString();
  await db
    .update(members)
    .set({ lastActiveAt, inactivityWarnedAt: null })
    .where(eq(members.userId, member.userId));
  return { ...viewer, member: { ...member, lastActiveAt, inactivityWarnedAt: null } };
}

/**
 * The member's last sign of life, as ISO text: lastActiveAt, or any session created or refreshed
 * later (signing in creates one, even if the app never called /api/auth/user), or else the profile's
 * creation for accounts that never had activity recorded.
 */
const lastActivity = sql<string>`max(
  coalesce(${members.lastActiveAt}, ${members.createdAt}),
  coalesce((select strftime('%Y-%m-%dT%H:%M:%fZ', max(s.updated_at) / 1000.0, 'unixepoch')
            from session s where s.user_id = ${members.userId}), '')
)`;

export type RetentionReport = { warned: number; deleted: number; cleared: number; failed: number };

/** The daily job (worker/background/scheduled.ts). Tests call it directly with a chosen `now`. */
export async function runRetention(
  db: Database,
  photos: PhotoStore,
  mailer: Mailer,
  now: Date,
  options: { signInUrl?: string } = {},
): Promise<RetentionReport> {
  const report: RetentionReport = { warned: 0, deleted: 0, cleared: 0, failed: 0 };

  // Warned members who came back since: the warning no longer applies.
  const returned = await db
    .update(members)
    .set({ inactivityWarnedAt: null })
    .where(and(isNotNull(members.inactivityWarnedAt), sql`${lastActivity} > ${members.inactivityWarnedAt}`))
    .returning({ userId: members.userId });
  report.cleared = returned.length;

  const warnBefore = monthsBefore(now, WARN_AFTER_MONTHS).toISOString();
  const toWarn = await db
    .select({
      userId: members.userId,
      email: user.email,
      name: user.name,
      language: members.preferredLanguage,
    })
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .where(and(sql`${members.inactivityWarnedAt} is null`, sql`${lastActivity} < ${warnBefore}`))
    .limit(BATCH_LIMIT);
  for (const member of toWarn) {
    try {
      await mailer.send(
        accountEmail("inactivity", {
          to: member.email,
          name: member.name,
          language: member.language,
          link: options.signInUrl,
        }),
      );
      await db
        .update(members)
        .set({ inactivityWarnedAt: now.toISOString() })
        .where(eq(members.userId, member.userId));
      report.warned += 1;
    } catch (error) {
      report.failed += 1;
      console.error("Retention: inactivity warning failed", member.userId, error);
    }
  }

  // The cron run passes the site's sign-in URL; tests may leave it out (links then point at localhost).
  const siteOrigin = new URL(options.signInUrl ?? "http://localhost/login").origin;
  const deleteBefore = monthsBefore(now, DELETE_AFTER_MONTHS).toISOString();
  const warnedBefore = new Date(now.getTime() - NOTICE_DAYS * DAY_MS).toISOString();
  const toDelete = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(sql`${members.inactivityWarnedAt} <= ${warnedBefore}`, sql`${lastActivity} < ${deleteBefore}`))
    .limit(BATCH_LIMIT);
  for (const { userId } of toDelete) {
    try {
      if (await deleteAccount(db, photos, mailer, userId, siteOrigin)) report.deleted += 1;
    } catch (error) {
      report.failed += 1;
      console.error("Retention: deletion failed", userId, error);
    }
  }
  return report;
}
