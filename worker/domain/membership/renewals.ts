import { and, asc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import { paidTierIds } from "../../contract/enums";
import type { Database } from "../../db/client";
import { members, membershipRenewalReminders, membershipTiers, user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import {
  membershipExpiredEmail,
  membershipRenewalEmail,
  type RenewalEmailOptions,
} from "../../email/membership-renewal-emails";
import { inLanguage } from "../../lib/content-language";
import { queueDirectPush } from "../push/fanout";
import { notifyMembershipChange } from "./notices";

/** Paid tiers have a period that ends; Basic does not. */
/** The renewal reminders, in days before the period ends (issue 7), the nearer one first. */
export const REMINDER_DAYS = [7, 30] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/**
 * A cron run stays within a Worker invocation's limits: every email is a subrequest (so are the D1
 * queries and the bell notices around it), so one run sends at most this many and the rest follow the
 * next day. A day's delay is harmless: a reminder is sent any day inside its window, and an expired
 * member already has Basic benefits through effectiveTier whether or not the email went out yet.
 */
export const MAX_EMAILS_PER_RUN = 300;
/**
 * Members handled per statement. D1 allows at most 100 bound parameters per statement, and a reminder
 * claim binds 3 per member (user, period end, days), so 30 members a page stay well inside it.
 */
export const PAGE_SIZE = 30;
const DAY_MS = 86_400_000;

export type RenewalReport = { reminded30: number; reminded7: number; expired: number; failed: number };
export type RenewalOptions = {
  /** The site's origin, for the payment links. */
  siteUrl: string;
  /** Where members ask for bank transfer details (the /contact page when not given). */
  supportEmail?: string;
  maxEmails?: number;
};

/** What an email needs about one member, read with the member's account and tier. */
const recipientColumns = {
  userId: members.userId,
  email: user.email,
  accountName: user.name,
  firstName: members.firstName,
  language: members.preferredLanguage,
  tier: members.membershipTier,
  membershipId: members.membershipId,
  validUntil: members.membershipValidUntil,
  tierName: membershipTiers.name,
  tierNameAr: membershipTiers.nameAr,
  tierNameUr: membershipTiers.nameUr,
  priceHalalas: membershipTiers.priceHalalas,
};
type Recipient = {
  userId: string;
  email: string;
  accountName: string;
  firstName: string | null;
  language: RenewalEmailOptions["language"];
  tier: string;
  membershipId: string | null;
  validUntil: string | null;
  tierName: string | null;
  tierNameAr: string | null;
  tierNameUr: string | null;
  priceHalalas: number | null;
};

function emailOptions(
  recipient: Recipient,
  validUntil: string,
  options: RenewalOptions,
): RenewalEmailOptions {
  return {
    to: recipient.email,
    name: recipient.firstName?.trim() || recipient.accountName,
    language: recipient.language,
    tier: recipient.tier,
    // The tier's name as the admins translated it, English where they did not.
    tierName: inLanguage(
      { en: recipient.tierName ?? recipient.tier, ar: recipient.tierNameAr, ur: recipient.tierNameUr },
      recipient.language,
    ).value,
    membershipId: recipient.membershipId,
    validUntil,
    priceHalalas: recipient.priceHalalas,
    siteUrl: options.siteUrl,
    supportEmail: options.supportEmail,
  };
}

const paidTier = inArray(members.membershipTier, paidTierIds);

/**
 * The daily renewal job (worker/background/scheduled.ts; tests call it with a chosen `now`). mada and STC Pay
 * cannot charge a card again by themselves, so renewal is an email with a payment link 30 and 7 days
 * before a paid period ends; once it has ended the subscription is marked expired, with one email and
 * one bell notice. The tier and end date stay stored so the card and /verify can say "Premium, expired
 * on ..."; benefits already follow effectiveTier (effective-tier.ts) from the moment the period ended.
 * Every email is claimed in the database before it is sent, so two overlapping runs never send twice.
 */
export async function runMembershipRenewals(
  db: Database,
  mailer: Mailer,
  now: Date,
  options: RenewalOptions,
): Promise<RenewalReport> {
  const report: RenewalReport = { reminded30: 0, reminded7: 0, expired: 0, failed: 0 };
  let budget = options.maxEmails ?? MAX_EMAILS_PER_RUN;
  budget -= await expireMemberships(db, mailer, now, options, budget, report);
  for (const days of REMINDER_DAYS) {
    if (budget <= 0) break;
    budget -= await sendReminders(db, mailer, now, days, options, budget, report);
  }
  return report;
}

/**
 * Marks ended paid periods expired. The UPDATE only touches rows not expired yet and returns those it
 * changed, so of two overlapping runs exactly one sends each member's email and notice. Returns the
 * number of emails attempted.
 */
async function expireMemberships(
  db: Database,
  mailer: Mailer,
  now: Date,
  options: RenewalOptions,
  budget: number,
  report: RenewalReport,
): Promise<number> {
  const nowIso = now.toISOString();
  const due = and(
    paidTier,
    lte(members.membershipValidUntil, nowIso),
    sql`${members.subscriptionStatus} is not 'expired'`,
  );
  let attempted = 0;
  while (attempted < budget) {
    const size = Math.min(PAGE_SIZE, budget - attempted);
    // UPDATE ... LIMIT is not compiled into D1's SQLite: the page is chosen by a subquery.
    const page = db.select({ userId: members.userId }).from(members).where(due).orderBy(asc(members.userId));
    const changed = await db
      .update(members)
      .set({ subscriptionStatus: "expired", updatedAt: nowIso })
      .where(and(inArray(members.userId, page.limit(size)), due))
      .returning({ userId: members.userId });
    if (changed.length === 0) break;
    const recipients: Recipient[] = await recipientsWhere(
      db,
      inArray(
        members.userId,
        changed.map((row) => row.userId),
      ),
    );
    const results = await Promise.allSettled(
      recipients.map(async (recipient) => {
        // The notice first: it is ours to write, the email may fail on someone else's side.
        await notifyMembershipChange(db, recipient.userId, "basic");
        await mailer.send(
          membershipExpiredEmail(emailOptions(recipient, recipient.validUntil ?? nowIso, options)),
        );
      }),
    );
    results.forEach((result, index) => {
      if (result.status === "fulfilled") report.expired += 1;
      else {
        report.failed += 1;
        console.error("Renewals: expiry notice failed", recipients[index]?.userId, result.reason);
      }
    });
    attempted += changed.length;
    if (changed.length < size) break;
  }
  return attempted;
}

/**
 * The reminder `days` before the end, for paid periods ending inside its window: (now, now + 7 days]
 * for the 7-day one, (now + 7 days, now + 30 days] for the 30-day one. A member who only enters the
 * window at 5 days gets the 7-day reminder alone. Each (member, period end, days) is claimed with an
 * insert that does nothing on conflict before the email goes out; a renewal moves the period end, so
 * the new period gets its own reminders. A failed send gives the claim back for the next run.
 */
async function sendReminders(
  db: Database,
  mailer: Mailer,
  now: Date,
  days: ReminderDays,
  options: RenewalOptions,
  budget: number,
  report: RenewalReport,
): Promise<number> {
  const windowStart = days === 7 ? now : new Date(now.getTime() + 7 * DAY_MS);
  const windowEnd = new Date(now.getTime() + days * DAY_MS);
  const reminded = membershipRenewalReminders;
  let attempted = 0;
  let after = "";
  while (attempted < budget) {
    const size = Math.min(PAGE_SIZE, budget - attempted);
    // Members whose current period has no claim for this reminder yet.
    const notReminded = sql`not exists (select 1 from ${reminded} where ${reminded.userId} = ${members.userId}
      and ${reminded.validUntil} = ${members.membershipValidUntil} and ${reminded.daysBefore} = ${days})`;
    const candidates: Recipient[] = await recipientsWhere(
      db,
      and(
        paidTier,
        gt(members.membershipValidUntil, windowStart.toISOString()),
        lte(members.membershipValidUntil, windowEnd.toISOString()),
        notReminded,
        gt(members.userId, after),
      ),
    ).limit(size);
    const last = candidates.at(-1);
    if (!last) break;
    after = last.userId;
    const claimed = await db
      .insert(reminded)
      .values(
        candidates.map((row) => ({ userId: row.userId, validUntil: row.validUntil ?? "", daysBefore: days })),
      )
      .onConflictDoNothing()
      .returning({ userId: reminded.userId });
    const ours = new Set(claimed.map((row) => row.userId));
    const toSend = candidates.filter((row) => ours.has(row.userId));
    const results = await Promise.allSettled(
      toSend.map((row) =>
        mailer.send(membershipRenewalEmail(emailOptions(row, row.validUntil ?? "", options))),
      ),
    );
    for (const [index, result] of results.entries()) {
      const row = toSend[index];
      if (!row) continue;
      if (result.status === "fulfilled") {
        if (days === 7) report.reminded7 += 1;
        else report.reminded30 += 1;
        await pushRenewalReminder(db, row, days);
        continue;
      }
      report.failed += 1;
      console.error("Renewals: reminder failed", row.userId, result.reason);
      await db
        .delete(reminded)
        .where(
          and(
            eq(reminded.userId, row.userId),
            eq(reminded.validUntil, row.validUntil ?? ""),
            eq(reminded.daysBefore, days),
          ),
        );
    }
    attempted += toSend.length;
    if (candidates.length < size) break;
  }
  return attempted;
}

/** The reminder on the member's phones too (Web Push), keyed like its claim: once per period and reminder. */
async function pushRenewalReminder(db: Database, row: Recipient, days: ReminderDays): Promise<void> {
  try {
    await queueDirectPush(db, {
      id: `renewal:${row.userId}:${row.validUntil ?? ""}:${days}`,
      userId: row.userId,
      source: "renewal",
      link: "/subscription",
      data: { days: String(days) },
    });
  } catch (error) {
    // The email went out; a push that could not be written is not worth sending the email again.
    console.error("Renewals: reminder push not written", row.userId, error);
  }
}

/** Members matching `where`, with their account and tier, in id order. */
function recipientsWhere(db: Database, where: SQL | undefined) {
  return db
    .select(recipientColumns)
    .from(members)
    .innerJoin(user, eq(user.id, members.userId))
    .leftJoin(membershipTiers, eq(membershipTiers.id, members.membershipTier))
    .where(where)
    .orderBy(asc(members.userId));
}
