import { sql } from "drizzle-orm";
import { type MailPreferences, type MailTopic, mailTopics } from "../../contract/mail-topics";
import type { Database } from "../../db/client";
import { POLICY_VERSION } from "../privacy/consents";
import { mailTopicOn } from "./topic-consent";

/** How a switch was flipped, as the consent ledger's `method` records it. */
export type MailSwitchMethod = "preferences" | "unsubscribe-link";

/** Every topic and whether this member gets its mail now (mailTopicOn, one statement). */
export async function mailPreferencesOf(db: Database, userId: string): Promise<MailPreferences> {
  const columns = mailTopics.map(
    (topic) => sql`${mailTopicOn(topic, sql`${userId}`)} as ${sql.identifier(topic)}`,
  );
  const row = await db.get<Record<MailTopic, number>>(sql`select ${sql.join(columns, sql`, `)}`);
  const topics = Object.fromEntries(mailTopics.map((topic) => [topic, row?.[topic] === 1])) as Record<
    MailTopic,
    boolean
  >;
  return { topics };
}

/**
 * Switches one topic on or off with ONE ledger row, and only when it is not already so: the INSERT's
 * own WHERE reads the current state (mailTopicOn), so a replayed unsubscribe link, a mail client's
 * repeated one-click POST or two racing requests add nothing. Answers whether a row was written.
 */
export async function switchMailTopic(
  db: Database,
  input: {
    userId: string;
    topic: MailTopic;
    enabled: boolean;
    method: MailSwitchMethod;
    /** The campaign whose link withdrew it (its "unsubscribed" count). */
    campaignId?: string;
  },
): Promise<boolean> {
  const { userId, topic, enabled } = input;
  const result = await db.run(sql`
    insert into consents (id, user_id, purpose, granted, method, policy_version, campaign_id)
    select ${crypto.randomUUID()}, ${userId}, ${topic}, ${enabled ? 1 : 0}, ${input.method}, ${POLICY_VERSION},
           ${input.campaignId ?? null}
     where exists (select 1 from user where id = ${userId})
       and (${mailTopicOn(topic, sql`${userId}`)}) <> ${enabled ? 1 : 0}`);
  return result.meta.changes > 0;
}
