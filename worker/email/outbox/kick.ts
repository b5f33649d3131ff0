import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { enqueueMail, type MailQueueMessage } from "./writer";

/**
 * The mail kick: a visitor's RSVP writes its mail row unqueued (queued_at empty), and only the first
 * visitor RSVP of each KICK_WINDOW_MS, as D1 decides it in the RSVP's own batch (visitor-mail/limit.ts,
 * MAIL_KICK_KEY), sends a queue message: "queue every unqueued RSVP row". Queuing a message cost a local
 * RSVP 0.5 to 1 ms of workerd's CPU (a fifth of it), so a burst of RSVPs sends one per window instead of one
 * each. Nothing is kept in memory: the rows and the claim are in D1.
 *
 * Why no row is missed: the claim and the rows are committed in the same transactions, the claim at
 * D1's time T (the first commit of a window), so every row of that window is committed before T +
 * KICK_WINDOW_MS, and the kick is delivered no sooner than KICK_DELAY_SECONDS after it is sent (after
 * T): past the window's end, with a second's margin for clocks. A row committed later is in a later
 * window, whose first RSVP kicks again. If a kick is lost (its request's isolate stopped before
 * sending it, or the queue refused it), its rows are still unqueued, and the outbox sweep (sweep.ts,
 * every 10 minutes) queues rows left unqueued for two minutes: late, never lost.
 */
export const KICK_WINDOW_MS = 1_000;
export const KICK_DELAY_SECONDS = 2;

/**
 * The kick's queue message (the sppc-mail queue's other messages name one row: { id }). RSVPs kick
 * once a window; the member import kicks once for its thousands of welcomes (welcome-mail.ts).
 */
export type MailKickMessage = { kick: "rsvp" | "campaign" };
export const isKick = (body: MailQueueMessage): body is MailKickMessage => "kick" in body;

/** One kick queues at most this many rows; when there were more, it kicks again for the rest. */
const KICK_LIMIT = 500;

/** The templated rows a kick queues: RSVP tickets, the import's welcomes and campaigns are written unqueued. */
const kickedTemplates = ["rsvp", "welcome", "campaign"];

/**
 * The consumer's side of a kick: queues every kicked row still unqueued (each then goes through the
 * queue as one { id } message, with its retries), and kicks again while rows remain.
 */
export async function queueKickedMail(
  db: Database,
  queue: Queue<MailQueueMessage>,
  now: Date,
): Promise<number> {
  const rows = await db.all<{ id: string }>(sql`
    select id from email_outbox
     where status = 'pending' and queued_at is null
       and template in (select value from json_each(${JSON.stringify(kickedTemplates)}))
     order by created_at limit ${KICK_LIMIT}`);
  await enqueueMail(
    db,
    queue,
    rows.map((row) => row.id),
    now,
  );
  if (rows.length === KICK_LIMIT) await queue.send({ kick: "rsvp" });
  return rows.length;
}
