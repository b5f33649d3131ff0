import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { enqueueMail, type MailQueueMessage } from "./writer";

/** A row written this long ago and still never queued lost its enqueue (crash, queue refused). */
const NEVER_QUEUED_MS = 2 * 60_000;
/** A row queued this long ago and still not settled lost its queue message: queue it again. */
const LOST_IN_QUEUE_MS = 6 * 3_600_000;
/** Sent mail is kept this long (the privacy export lists it), then removed: it holds personal data. */
const KEEP_SENT_MS = 90 * 86_400_000;
/** An erased account's confirmation that could not be sent is kept this long for an admin's "Send again". */
const KEEP_UNSENT_ERASURE_MS = 7 * 86_400_000;
/** One sweep queues at most this many rows; the next sweep takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * The scheduled repair (every 10 minutes, worker/background/scheduled.ts): rows that were written but never
 * handed to the queue, or whose queue message was lost, are queued again. Queuing twice is harmless:
 * the consumer's claim lets one delivery send. Returns how many rows it queued.
 */
export async function requeueStrandedMail(
  db: Database,
  queue: Queue<MailQueueMessage>,
  now: Date,
): Promise<number> {
  const neverQueued = new Date(now.getTime() - NEVER_QUEUED_MS).toISOString();
  const lost = new Date(now.getTime() - LOST_IN_QUEUE_MS).toISOString();
  const rows = await db.all<{ id: string }>(sql`
    select id from email_outbox
     where (status = 'pending' or (status = 'sending' and lease_until < ${now.toISOString()}))
       and ((queued_at is null and created_at < ${neverQueued}) or queued_at < ${lost})
     order by created_at limit ${SWEEP_LIMIT}`);
  await enqueueMail(
    db,
    queue,
    rows.map((row) => row.id),
    now,
  );
  return rows.length;
}

/**
 * Removes sent mail older than KEEP_SENT_MS (daily, with the retention job), and a confirmation of an
 * erased account the mail server kept refusing, after KEEP_UNSENT_ERASURE_MS (sent, it is deleted at
 * once: deliver.ts). Returns how many.
 */
export async function pruneSentMail(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEEP_SENT_MS).toISOString();
  const erasedBefore = new Date(now.getTime() - KEEP_UNSENT_ERASURE_MS).toISOString();
  const result = await db.run(sql`
    delete from email_outbox
     where (status = 'sent' and sent_at < ${before})
        or (kind = 'account-deleted' and status = 'failed' and created_at < ${erasedBefore})`);
  return result.meta.changes ?? 0;
}
