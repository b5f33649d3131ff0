import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import type { RsvpStatus } from "../../contract/rsvp";
import type { Database } from "../../db/client";
import { members, rsvps } from "../../db/schema";

export type RsvpRow = typeof rsvps.$inferSelect;
/** A registration and the language its emails are written in. */
export type Registrant = { rsvp: RsvpRow; language: Language };

/**
 * The language a registration's mails are written in: the member's stored preference, else (a visitor)
 * the language the registration was made in. As SQL over a registration aliased `r`, for rows written
 * by INSERT...SELECT (rsvp-mail-template.ts).
 */
export const registrantLanguage = sql<Language>`coalesce(
  (select m.preferred_language from members m where m.user_id = r.user_id), r.language)`;

const languageOf = (rsvp: RsvpRow, preferred: Language | null | undefined): Language =>
  preferred ?? rsvp.language ?? "en";

/** An event's registrations in the given states, first come first, each with its mail language. */
export async function registrantsOf(
  db: Database,
  eventId: string,
  statuses: readonly RsvpStatus[],
): Promise<Registrant[]> {
  const rows = await db
    .select({ rsvp: rsvps, language: members.preferredLanguage })
    .from(rsvps)
    .leftJoin(members, eq(members.userId, rsvps.userId))
    .where(and(eq(rsvps.eventId, eventId), inArray(rsvps.status, [...statuses])))
    .orderBy(asc(rsvps.queuedAt), asc(rsvps.id));
  return rows.map(({ rsvp, language }) => ({ rsvp, language: languageOf(rsvp, language) }));
}

/** The mail language of each registration (see registrantLanguage), for rows read elsewhere. */
export async function languagesOf(db: Database, rows: RsvpRow[]): Promise<Map<string, Language>> {
  const userIds = [...new Set(rows.map((row) => row.userId).filter((id): id is string => Boolean(id)))];
  const found = userIds.length
    ? await db
        .select({ userId: members.userId, language: members.preferredLanguage })
        .from(members)
        .where(inArray(members.userId, userIds))
    : [];
  const byUser = new Map(found.map((row) => [row.userId, row.language]));
  return new Map(rows.map((row) => [row.id, languageOf(row, row.userId ? byUser.get(row.userId) : null)]));
}
