import { type SQL, sql } from "drizzle-orm";
import type { NotificationKind } from "../../contract/enums";
import { batchableSql, type Database } from "../../db/client";
import { notifications } from "../../db/schema";
import { expectPush, noticeMayPush } from "../push/fanout";

export type NotificationInput = {
  /** A fixed id makes the notice idempotent (insert-or-ignore): a retried use-case writes it once. */
  id?: string;
  /** Who is told. */
  userId: string;
  kind: NotificationKind;
  /** Who did it (liked, commented, mentioned); null for system notices (RSVP, membership). */
  actorUserId?: string | null;
  /** A same-site path the notice opens, e.g. /?post=<id> or /event/riyadh. */
  link?: string | null;
  /** Values for the notice's text (post excerpt, event name, tier...), shown in the reader's language. */
  data?: Record<string, string>;
};

/**
 * The notice's id, and for a kind phones are told about (Web Push) the note that a push row may follow
 * it: the trigger on notifications writes that row in the same statement, with the notice's id, and
 * the request queues it after the answer (worker/domain/push/fanout.ts).
 */
function noticeId(db: Database, input: NotificationInput): string {
  const id = input.id ?? crypto.randomUUID();
  if (noticeMayPush(input.kind, input.data)) expectPush(db, id);
  return id;
}

/**
 * The insert for one notice, to run alone or inside a caller's batch. Nobody is notified of their own
 * action: callers skip `userId === actorUserId` with `shouldNotify`.
 */
export function notificationInsert(db: Database, input: NotificationInput) {
  return db
    .insert(notifications)
    .values({
      id: noticeId(db, input),
      userId: input.userId,
      kind: input.kind,
      actorUserId: input.actorUserId ?? null,
      link: input.link ?? null,
      data: input.data ?? {},
    })
    .onConflictDoNothing();
}

export const shouldNotify = (input: Pick<NotificationInput, "userId" | "actorUserId">) =>
  input.userId !== input.actorUserId;

export async function notify(db: Database, input: NotificationInput): Promise<void> {
  if (shouldNotify(input)) await notificationInsert(db, input);
}

/**
 * The insert for one notice that is written only when `condition` (SQL) holds when the batch runs it:
 * a use-case's notice tied to its own write in the same batch (e.g. "a request row was created now").
 */
export function notificationInsertWhen(db: Database, input: NotificationInput, condition: SQL) {
  return batchableSql(
    db,
    sql`insert into notifications (id, user_id, kind, actor_user_id, link, data)
      select ${noticeId(db, input)}, ${input.userId}, ${input.kind}, ${input.actorUserId ?? null},
        ${input.link ?? null}, ${JSON.stringify(input.data ?? {})}
      where ${condition}`,
  );
}
