import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Mailer } from "../../email/mailer";
import { queueReminderPushes } from "./reminder-pushes";
import { rsvpMailRows } from "./rsvp-mail-template";

/** How far ahead of the start the reminder goes: "the day before". */
export const REMINDER_LEAD_MS = 24 * 3_600_000;
/** Someone who got their ticket within this long is not reminded (the confirmation just told them). */
const JUST_CONFIRMED_MS = 3_600_000;

/**
 * Every 10 minutes (the mail sweep's cron): each confirmed seat of an event starting within the next
 * 24 hours gets one reminder with the ticket. One INSERT...SELECT writes them all; the key
 * `rsvp-reminder:{rsvpId}` makes it once per seat however often this runs, and RETURNING gives only
 * the rows written now to queue (and to push). Rendered when sent (in the registrant's language: registrants.ts), so a
 * seat cancelled in between gets nothing.
 */
export async function queueEventReminders(
  db: Database,
  mailer: Mailer,
  now: Date,
  origin: string,
): Promise<{ reminded: number }> {
  const until = new Date(now.getTime() + REMINDER_LEAD_MS).toISOString();
  const confirmedBefore = new Date(now.getTime() - JUST_CONFIRMED_MS).toISOString();
  const insert = rsvpMailRows({
    mails: [
      {
        key: sql`'rsvp-reminder:' || r.id`,
        what: "reminder",
        where: sql`r.status = 'confirmed' and r.confirmed_at <= ${confirmedBefore}
      and r.event_id in (select e.id from events e where e.cancelled_at is null
                           and e.starts_at > ${now.toISOString()} and e.starts_at <= ${until})`,
      },
    ],
    origin,
    delivery: mailer.delivery,
    queuedAt: now.toISOString(),
  });
  const written = await db.all<{ id: string }>(sql`${insert} returning id`);
  for (const { id } of written) mailer.expect(id);
  // Members with a device turned on are told on their phone too (Web Push).
  await queueReminderPushes(
    db,
    written.map(({ id }) => id),
  );
  return { reminded: written.length };
}
