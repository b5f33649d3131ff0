import { type SQL, sql } from "drizzle-orm";
import type { MailTopic } from "../../contract/mail-topics";

/**
 * SQL that is true when the member (`userId`: a column or a value) may get this topic's mail: their
 * newest consent-ledger row for it grants it. Marketing needs a grant (PDPL: off until given); the
 * other topics are on until a row withdraws them. The ledger's (user_id, purpose, created_at) index
 * answers it per member, so a 50,000-member segment can use it in one statement.
 */
export function mailTopicOn(topic: MailTopic, userId: SQL): SQL {
  const newest = sql`(select c.granted from consents c where c.user_id = ${userId} and c.purpose = ${topic}
                      order by c.created_at desc, c.rowid desc limit 1)`;
  return topic === "marketing" ? sql`coalesce(${newest}, 0) = 1` : sql`coalesce(${newest}, 1) = 1`;
}
