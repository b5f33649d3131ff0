import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * Push rows a request (or cron run) wrote, by the Database it wrote them with, so the API middleware
 * and the cron can hand their ids to the sppc-push queue after the answer without every use-case
 * passing a queue around. An id whose row was never written (a conditional notice that did not
 * happen, a member without devices) is skipped by the consumer.
 */
const expected = new WeakMap<Database, Set<string>>();

export function expectPush(db: Database, id: string): void {
  const ids = expected.get(db) ?? new Set<string>();
  ids.add(id);
  expected.set(db, ids);
}

/** The ids expected so far, forgotten once taken. */
export function takeExpectedPushes(db: Database): string[] {
  const ids = [...(expected.get(db) ?? [])];
  expected.delete(db);
  return ids;
}

/**
 * The bell notices that also go to phones, as migration 0020's trigger on notifications selects them:
 * a connection request, a mention, and an RSVP notice about a waitlist promotion or an event's change
 * or cancellation (not a member's own registration: the RSVP hot path queues nothing).
 */
export function noticeMayPush(kind: string, data: Record<string, string> | undefined): boolean {
  if (kind === "connection_request" || kind === "mention") return true;
  return kind === "rsvp" && ["promoted", "changed", "cancelled"].includes(data?.status ?? "");
}

/** Kinds of push that have no bell notice behind them (a message, a reminder). */
export type DirectPushSource = "message" | "event_reminder" | "renewal";

export type DirectPush = {
  /** Keyed like the mail or message it accompanies, so a retried write pushes once. */
  id: string;
  userId: string;
  source: DirectPushSource;
  actorUserId?: string | null;
  link: string;
  data?: Record<string, string>;
};

/**
 * Writes the push_outbox row for a push without a bell notice, only for a member with a device turned
 * on (most members have none: then nothing is written and nothing queued).
 */
export async function queueDirectPush(db: Database, push: DirectPush): Promise<void> {
  const written = await db.all<{ id: string }>(
    sql`insert or ignore into push_outbox (id, user_id, source, actor_user_id, link, data)
      select ${push.id}, ${push.userId}, ${push.source}, ${push.actorUserId ?? null}, ${push.link},
        ${JSON.stringify(push.data ?? {})}
      where exists (select 1 from push_subscriptions where user_id = ${push.userId})
      returning id`,
  );
  for (const { id } of written) expectPush(db, id);
}
