import { and, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, type MailDelivery } from "../../db/schema";
import type { Mailer } from "../mailer";
import { KICK_DELAY_SECONDS, type MailKickMessage } from "./kick";

/** The body of an sppc-mail queue message: the outbox row to send, or a mail kick (kick.ts). */
export type MailQueueMessage = { id: string } | MailKickMessage;

/** Queue.sendBatch takes at most 100 messages, and a D1 statement at most 100 bound values. */
const QUEUE_BATCH_LIMIT = 50;

/** A Mailer that writes outbox rows and, once their writes have run, hands their ids to the queue. */
export type Outbox = Mailer & {
  /** Puts an existing row back in line (an admin's "Send again"). */
  requeue(id: string): void;
  /** True when rows were written (or requeued) since the last flush. */
  hasPending(): boolean;
  /**
   * Enqueues the rows written so far and stamps queued_at. Called after the request's writes (from
   * waitUntil, so the member never waits for it). A queue that refuses leaves queued_at empty: the
   * sweep (sweep.ts) re-queues those rows, so a failure here is logged, not thrown.
   */
  flush(): Promise<void>;
};

export function createOutbox(
  db: Database,
  options: { delivery: MailDelivery; queue: Queue<MailQueueMessage>; delaySeconds?: number },
): Outbox {
  const sendOptions = options.delaySeconds ? { delaySeconds: options.delaySeconds } : undefined;
  let pending: string[] = [];
  // Rows the caller wrote with queued_at already set (templated rows): queued without a second write.
  let stamped: string[] = [];
  let kicked = false;
  return {
    async send(message) {
      const id = crypto.randomUUID();
      await db.insert(emailOutbox).values({ ...message, id, delivery: options.delivery });
      pending.push(id);
    },
    row(message, key) {
      const id = key ?? crypto.randomUUID();
      pending.push(id);
      return db
        .insert(emailOutbox)
        .values({ ...message, id, delivery: options.delivery })
        .onConflictDoNothing();
    },
    delivery: options.delivery,
    expect(id) {
      stamped.push(id);
    },
    kick() {
      kicked = true;
    },
    requeue(id) {
      pending.push(id);
    },
    hasPending: () => kicked || pending.length + stamped.length > 0,
    async flush() {
      const ids = [...new Set(pending)];
      const prestamped = [...new Set(stamped)];
      const kick = kicked;
      pending = [];
      stamped = [];
      kicked = false;
      if (kick) {
        // Never sooner than the kick's own delay (its window must have closed); a local run's longer
        // delay (MAIL_QUEUE_DELAY_SECONDS) holds it back like every other mail.
        const delaySeconds = Math.max(KICK_DELAY_SECONDS, options.delaySeconds ?? 0);
        try {
          await options.queue.send({ kick: "rsvp" }, { delaySeconds });
        } catch (error) {
          console.error("Mail kick not queued; the outbox sweep will queue its rows", error);
        }
      }
      try {
        await enqueueMail(db, options.queue, ids, new Date(), sendOptions);
      } catch (error) {
        console.error("Mail not queued; the outbox sweep will queue it", error);
      }
      try {
        for (let start = 0; start < prestamped.length; start += QUEUE_BATCH_LIMIT) {
          const chunk = prestamped.slice(start, start + QUEUE_BATCH_LIMIT);
          await options.queue.sendBatch(
            chunk.map((id) => ({ body: { id } })),
            sendOptions,
          );
        }
      } catch (error) {
        // Unstamp them, so the sweep queues them within minutes rather than after LOST_IN_QUEUE_MS.
        console.error("Mail not queued; the outbox sweep will queue it", error);
        await db
          .update(emailOutbox)
          .set({ queuedAt: null })
          .where(and(inArray(emailOutbox.id, prestamped.slice(0, 90)), isNull(emailOutbox.sentAt)));
      }
    },
  };
}

/** Hands rows to the sppc-mail queue and records when (used by flush and by the sweep). */
export async function enqueueMail(
  db: Database,
  queue: Queue<MailQueueMessage>,
  ids: string[],
  now: Date,
  sendOptions?: QueueSendBatchOptions,
): Promise<void> {
  for (let start = 0; start < ids.length; start += QUEUE_BATCH_LIMIT) {
    const chunk = ids.slice(start, start + QUEUE_BATCH_LIMIT);
    await queue.sendBatch(
      chunk.map((id) => ({ body: { id } })),
      sendOptions,
    );
    await db
      .update(emailOutbox)
      .set({ queuedAt: now.toISOString() })
      .where(and(inArray(emailOutbox.id, chunk), isNull(emailOutbox.sentAt)));
  }
}
