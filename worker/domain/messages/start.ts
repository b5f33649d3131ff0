import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversationIdOf, conversations } from "../../db/schema";
import { AppError } from "../../errors";

/** New conversations a member may start in 24 hours with people they are not connected to (spam). */
export const STRANGER_CONVERSATIONS_PER_DAY = 10;

/**
 * Makes sure the conversation between two members exists. A new one with a stranger is created only
 * while the sender is under the daily limit: the count and the insert are one statement, so two sends
 * at once cannot both slip under it.
 */
export async function ensureConversation(
  db: Database,
  input: { from: string; to: string; connected: boolean; now: Date },
): Promise<string> {
  const id = conversationIdOf(input.from, input.to);
  const [userA, userB] = input.from < input.to ? [input.from, input.to] : [input.to, input.from];
  const since = new Date(input.now.getTime() - 24 * 3_600_000).toISOString();
  const stranger = input.connected ? 0 : 1;
  await db.run(sql`
    insert into ${conversations} (id, user_a, user_b, started_by, stranger)
    select ${id}, ${userA}, ${userB}, ${input.from}, ${stranger}
    where ${stranger} = 0 or (
      select count(*) from ${conversations}
      where started_by = ${input.from} and stranger = 1 and created_at > ${since}
    ) < ${STRANGER_CONVERSATIONS_PER_DAY}
    on conflict (id) do nothing`);
  const exists = await db.get<{ id: string }>(sql`select id from ${conversations} where id = ${id}`);
  if (!exists) {
    throw new AppError(
      "rate_limited",
      `You can start ${STRANGER_CONVERSATIONS_PER_DAY} conversations a day with members you are not connected to. Try again tomorrow, or connect first.`,
    );
  }
  return id;
}
