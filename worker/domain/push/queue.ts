import { and, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pushOutbox } from "../../db/schema";

/** The body of an sppc-push queue message: the push_outbox row to send. */
export type PushQueueMessage = { pushId: string };

const QUEUE_BATCH_LIMIT = 50;
/** A row still here this long after it was written was never queued, or its message was lost. */
const STRANDED_MS = 2 * 60_000;
/** How long a swept row waits before the sweep queues it again. */
const REQUEUE_MS = 10 * 60_000;
/** A push older than this is stale news: the sweep deletes it unsent. */
const STALE_MS = 24 * 3_600_000;

/** Hands push rows to the sppc-push queue (after a request's answer, or from the cron). */
export async function enqueuePushes(queue: Queue<PushQueueMessage>, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += QUEUE_BATCH_LIMIT) {
    const chunk = ids.slice(start, start + QUEUE_BATCH_LIMIT);
    await queue.sendBatch(chunk.map((pushId) => ({ body: { pushId } })));
  }
}

/**
 * The 10-minute cron's repair: rows a request wrote but never queued (a failed waitUntil, a lost
 * message, a cron's own reminders) are queued now, and pushes a day old are dropped unsent.
 */
export async function sweepPushOutbox(
  db: Database,
  queue: Queue<PushQueueMessage>,
  now: Date,
): Promise<{ queued: number; dropped: number }> {
  const at = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const dropped = await db
    .delete(pushOutbox)
    .where(lt(pushOutbox.createdAt, at(STALE_MS)))
    .returning({ id: pushOutbox.id });
  const stranded = await db
    .select({ id: pushOutbox.id })
    .from(pushOutbox)
    .where(
      and(
        lt(pushOutbox.createdAt, at(STRANDED_MS)),
        or(isNull(pushOutbox.queuedAt), lt(pushOutbox.queuedAt, at(REQUEUE_MS))),
      ),
    )
    .orderBy(sql`${pushOutbox.createdAt}`)
    .limit(500);
  const ids = stranded.map((row) => row.id);
  await enqueuePushes(queue, ids);
  for (let start = 0; start < ids.length; start += 90) {
    await db
      .update(pushOutbox)
      .set({ queuedAt: now.toISOString() })
      .where(inArray(pushOutbox.id, ids.slice(start, start + 90)));
  }
  return { queued: ids.length, dropped: dropped.length };
}
