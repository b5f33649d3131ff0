import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import { isPaidTier } from "../../contract/enums";
import type { Database } from "../../db/client";
import { members, tenderAlerts, tenders, user } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { tenderAlertEmail } from "../../email/tender-alert";
import { withUnsubscribe } from "../../email/unsubscribe";
import { AppError } from "../../errors";
import { isLanguage } from "../../lib/language";
import { mailTopicOn } from "../mail-preferences/topic-consent";
import { effectiveTier } from "../membership/effective-tier";
import type { TenderRow } from "./tenders";

/** Recipients are read this many at a time, so memory stays flat however many members subscribed. */
const RECIPIENT_PAGE = 100;

/**
 * Publishes a tender. The first publish also claims its alerts: one UPDATE sets `alertsSentAt`
 * only where it is still null, so of two concurrent publishes exactly one sends, and publishing
 * again (after an unpublish, or twice) sends nothing.
 */
export async function publishTender(
  db: Database,
  mailer: Mailer,
  id: string,
  options: AlertOptions,
): Promise<{ tender: TenderRow; alertsSent: number }> {
  const iso = options.now.toISOString();
  const publishedAt = sql`coalesce(${tenders.publishedAt}, ${iso})`;
  const claimed = await db
    .update(tenders)
    .set({ publishedAt, alertsSentAt: iso })
    .where(and(eq(tenders.id, id), isNull(tenders.alertsSentAt)))
    .returning()
    .get();
  if (claimed) {
    return { tender: claimed, alertsSent: await sendTenderAlerts(db, mailer, claimed, options) };
  }
  const row = await db.update(tenders).set({ publishedAt }).where(eq(tenders.id, id)).returning().get();
  if (!row) throw new AppError("not_found", "No such tender");
  return { tender: row, alertsSent: 0 };
}

/** `secret` signs each alert's unsubscribe link (lib/signing-secret.ts). */
type AlertOptions = { now: Date; origin: string; secret: string };

/**
 * One email per member subscribed to the tender's category whose tender_alerts mail is on (the
 * consent ledger: an unsubscribe link or /privacy-settings switches it off), in their language, with
 * its unsubscribe link and List-Unsubscribe headers (bulk mail, issue 34). A failed send is
 * logged and skipped so one bad address does not cost everyone else their alert.
 * Each send is one subrequest: past about a thousand subscribers per category this belongs in a queue.
 */
export async function sendTenderAlerts(
  db: Database,
  mailer: Mailer,
  tender: TenderRow,
  { origin, now, secret }: AlertOptions,
): Promise<number> {
  let sent = 0;
  let after = "";
  for (;;) {
    const recipients = await db
      .select({
        userId: tenderAlerts.userId,
        email: user.email,
        language: members.preferredLanguage,
        tier: members.membershipTier,
        validUntil: members.membershipValidUntil,
        role: members.role,
      })
      .from(tenderAlerts)
      .innerJoin(user, eq(user.id, tenderAlerts.userId))
      .leftJoin(members, eq(members.userId, tenderAlerts.userId))
      .where(
        and(
          eq(tenderAlerts.category, tender.category),
          gt(tenderAlerts.userId, after),
          mailTopicOn("tender_alerts", sql`${tenderAlerts.userId}`),
        ),
      )
      .orderBy(asc(tenderAlerts.userId))
      .limit(RECIPIENT_PAGE);
    const results = await Promise.allSettled(
      recipients.map(async (recipient) => {
        // A lapsed paid period gets the Basic alert (titles only), like the tender page would show.
        const tier = recipient.tier
          ? effectiveTier({ membershipTier: recipient.tier, membershipValidUntil: recipient.validUntil }, now)
          : "basic";
        const language = isLanguage(recipient.language) ? recipient.language : "en";
        const alert = tenderAlertEmail({
          to: recipient.email,
          language,
          premium: isPaidTier(tier) || recipient.role === "admin",
          tender,
          origin,
        });
        const claim = { userId: recipient.userId, topic: "tender_alerts" as const };
        return mailer.send(await withUnsubscribe(alert, { secret, origin, claim, language, now }));
      }),
    );
    for (const result of results) {
      if (result.status === "fulfilled") sent += 1;
      else console.error("Tender alert not sent", result.reason);
    }
    const last = recipients.at(-1);
    if (!last || recipients.length < RECIPIENT_PAGE) return sent;
    after = last.userId;
  }
}
