import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { expectPush } from "../push/fanout";

const REMINDER_KEY = "rsvp-reminder:";
/** D1 binds at most 100 values per statement. */
const CHUNK = 90;

/**
 * The reminder's Web Push for the seats whose reminder mail was written just now (the mail rows'
 * ids, `rsvp-reminder:{rsvpId}`): only the mail insert knows which seats are new, and a push row is
 * deleted once sent, so it could not tell "already reminded" itself. Members with a device only.
 */
export async function queueReminderPushes(db: Database, mailIds: string[]): Promise<void> {
  const rsvpIds = mailIds
    .filter((id) => id.startsWith(REMINDER_KEY))
    .map((id) => id.slice(REMINDER_KEY.length));
  for (let start = 0; start < rsvpIds.length; start += CHUNK) {
    const chunk = rsvpIds.slice(start, start + CHUNK);
    const written = await db.all<{ id: string }>(sql`
      insert or ignore into push_outbox (id, user_id, source, link, data)
      select ${REMINDER_KEY} || r.id, r.user_id, 'event_reminder', '/tickets',
             json_object('event', e.name, 'startsAt', e.starts_at)
        from rsvps r join events e on e.id = r.event_id
       where r.id in (${sql.join(
         chunk.map((id) => sql`${id}`),
         sql`, `,
       )})
         and r.user_id is not null
         and exists (select 1 from push_subscriptions s where s.user_id = r.user_id)
      returning id`);
    for (const { id } of written) expectPush(db, id);
  }
}
