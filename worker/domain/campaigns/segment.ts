import { type SQL, sql } from "drizzle-orm";
import type { CampaignKind, Segment } from "../../contract/campaigns";
import { paidTierIds } from "../../contract/enums";
import { mailTopicOn } from "../mail-preferences/topic-consent";

const DAY_MS = 86_400_000;

/** A list filter as one bound value (D1 binds at most 100 values per statement). */
const oneOf = (column: SQL, values: readonly string[]) =>
  sql`${column} in (select value from json_each(${JSON.stringify(values)}))`;

const paidTier = oneOf(sql`m.membership_tier`, paidTierIds);
/** validity.ts's membershipStatus "expired" as SQL: a paid tier whose stored period has ended (Basic never expires). */
const periodEnded = (nowIso: string) =>
  sql`(${paidTier} and m.membership_valid_until is not null and m.membership_valid_until <= ${nowIso})`;

/**
 * Who in the chosen events (all events when none are chosen): registered is a confirmed seat,
 * checkedIn a seat scanned at the door, noShow a confirmed seat never scanned at an event that is over.
 * A registration counts by the member's account or by their address (a seat taken before signing in).
 */
function attendedCondition(segment: Segment, nowIso: string): SQL {
  const attendance = segment.attendance ?? "registered";
  const rule =
    attendance === "checkedIn"
      ? sql`r.checked_in_at is not null`
      : attendance === "noShow"
        ? sql`r.status = 'confirmed' and r.checked_in_at is null and e.ends_at <= ${nowIso}`
        : sql`r.status = 'confirmed'`;
  const events = segment.eventIds?.length ? sql`and ${oneOf(sql`r.event_id`, segment.eventIds)}` : sql``;
  const seats = (column: SQL) =>
    sql`select ${column} from rsvps r join events e on e.id = r.event_id where ${rule} ${events}`;
  // IN (subquery) is evaluated once for the whole segment, not per member.
  return sql`(m.user_id in (${seats(sql`r.user_id`)}) or u.email in (${seats(sql`r.email`)}))`;
}

/**
 * The segment as ONE SQL condition over `members m join "user" u on u.id = m.user_id`, so the preview's
 * count, the sample and the snapshot of recipients are the same members. Filters combine with AND,
 * values of one filter with OR. Suspended accounts never get a campaign (erased accounts have no row);
 * a promotional one reaches only members whose newest marketing consent grants it (PDPL).
 */
export function segmentCondition(segment: Segment, kind: CampaignKind, now: Date): SQL {
  const nowIso = now.toISOString();
  const conditions: SQL[] = [sql`m.account_status = 'active'`];
  if (segment.tiers?.length) conditions.push(oneOf(sql`m.membership_tier`, segment.tiers));
  if (segment.cities?.length) conditions.push(oneOf(sql`m.location`, segment.cities));
  if (segment.languages?.length) conditions.push(oneOf(sql`m.preferred_language`, segment.languages));
  if (segment.status === "expired") conditions.push(periodEnded(nowIso));
  if (segment.status === "active") conditions.push(sql`not ${periodEnded(nowIso)}`);
  if (segment.expiresWithinDays) {
    const until = new Date(now.getTime() + segment.expiresWithinDays * DAY_MS).toISOString();
    // A paid period still running that ends inside the window (a range on the indexed column).
    conditions.push(
      sql`(${paidTier} and m.membership_valid_until > ${nowIso} and m.membership_valid_until <= ${until})`,
    );
  }
  if (segment.joinedWithinDays) {
    const since = new Date(now.getTime() - segment.joinedWithinDays * DAY_MS).toISOString();
    conditions.push(sql`m.created_at >= ${since}`);
  }
  if (segment.eventIds?.length || segment.attendance) conditions.push(attendedCondition(segment, nowIso));
  if (kind === "promotional") conditions.push(mailTopicOn("marketing", sql`m.user_id`));
  return sql.join(conditions, sql` and `);
}

/** The FROM every segment query reads: a member and their account. */
export const segmentFrom = sql`members m join "user" u on u.id = m.user_id`;

/** Which topic's switch lets a campaign's mail through (mail-preferences/topic-consent.ts). */
export const campaignTopic = (kind: CampaignKind) => (kind === "promotional" ? "marketing" : "announcements");
