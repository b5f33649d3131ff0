import { and, inArray, sql } from "drizzle-orm";
import type { PushKind, PushPayload } from "../../contract/push";
import type { Database } from "../../db/client";
import { pushKindsOff, pushOutbox, pushSubscriptions } from "../../db/schema";
import { isLanguage } from "../../lib/language";
import { pushEndpointProblem } from "./endpoint-policy";
import { type PushTopic, pushTopicHeader, pushTopicOf, urgencyOf } from "./push-kind";
import { pushText } from "./push-texts";
import type { PushOutcome, PushSender } from "./sender";

type Deps = {
  db: Database;
  sender: PushSender | null;
  /** PUSH_SERVICE_HOSTS (endpoint-policy.ts): the only hosts a push is sent to. */
  allowedHosts: readonly string[];
};

type OutboxRow = {
  id: string;
  userId: string;
  source: string;
  link: string | null;
  data: string;
  language: string | null;
  actorName: string | null;
};

/** The rows with the recipient's language and the actor's display name, read when sent (never stored). */
function readRows(db: Database, ids: string[]) {
  return db.all<OutboxRow>(sql`
    select o.id, o.user_id as userId, o.source, o.link, o.data, m.preferred_language as language,
      coalesce(nullif(trim(coalesce(am.first_name, '') || ' ' || coalesce(am.last_name, '')), ''), au.name)
        as actorName
    from push_outbox o
    left join members m on m.user_id = o.user_id
    left join members am on am.user_id = o.actor_user_id
    left join "user" au on au.id = o.actor_user_id
    where o.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
}

/**
 * One notification per conversation, event or post on the lock screen: a newer one replaces it. Event
 * pushes all open My tickets, so they are told apart by the event.
 */
const tagOf = (topic: PushTopic, row: OutboxRow, data: Record<string, string>) =>
  topic.kind === "event" ? `event:${data.event ?? row.id}` : `${topic.kind}:${row.link ?? row.id}`;

export function pushPayload(topic: PushTopic, row: OutboxRow): PushPayload {
  const language = isLanguage(row.language) ? row.language : "en";
  const data = JSON.parse(row.data) as Record<string, string>;
  const text = pushText(topic, language, { name: row.actorName ?? "SPPC", data });
  return { ...text, url: row.link ?? "/", tag: tagOf(topic, row, data) };
}

export type PushDeliveryReport = {
  sent: number;
  skipped: number;
  gone: number;
  /** Devices whose endpoint is no allowed push service (stored before the rule, or the list changed). */
  refused: number;
  retry: string[];
};

/**
 * The sppc-push consumer's work: each outbox row is built in its member's language and sent to each
 * of their devices, unless they switched its kind off. A device the push service calls gone (404, 410)
 * is forgotten. A row is deleted once handled; it is kept (and its id returned to retry) only when
 * every device failed for another reason, so a retry never repeats a push a device already showed.
 * Without a sender (no VAPID keys) rows are dropped: nothing could ever send them. A device whose
 * endpoint is not an allowed push service is forgotten unsent, before anything is fetched.
 */
export async function deliverPushes(deps: Deps, ids: string[]): Promise<PushDeliveryReport> {
  const report: PushDeliveryReport = { sent: 0, skipped: 0, gone: 0, refused: 0, retry: [] };
  const unique = [...new Set(ids)];
  // D1 binds at most 100 values per statement.
  for (let start = 0; start < unique.length; start += 90) {
    await deliverChunk(deps, unique.slice(start, start + 90), report);
  }
  return report;
}

/** The members' devices push may go to; the others are deleted (and counted) here. */
async function allowedDevices(
  { db, allowedHosts }: Deps,
  users: string[],
  stored: (typeof pushSubscriptions.$inferSelect)[],
  report: PushDeliveryReport,
) {
  const refused = stored.filter((device) => pushEndpointProblem(device.endpoint, allowedHosts) !== null);
  if (refused.length === 0) return stored;
  const endpoints = refused.map((device) => device.endpoint);
  await db
    .delete(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.endpoint, endpoints), inArray(pushSubscriptions.userId, users)));
  report.refused += refused.length;
  return stored.filter((device) => !endpoints.includes(device.endpoint));
}

async function deliverChunk(deps: Deps, unique: string[], report: PushDeliveryReport): Promise<void> {
  const { db, sender } = deps;
  const rows = await readRows(db, unique);
  const users = [...new Set(rows.map((row) => row.userId))];
  const [off, stored] =
    users.length === 0
      ? [[], []]
      : await Promise.all([
          db.select().from(pushKindsOff).where(inArray(pushKindsOff.userId, users)),
          db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, users)),
        ]);
  const devices = await allowedDevices(deps, users, stored, report);
  const switchedOff = new Set(off.map((row) => `${row.userId}:${row.kind}`));
  const isOff = (userId: string, kind: PushKind) => switchedOff.has(`${userId}:${kind}`);

  for (const row of rows) {
    const topic = pushTopicOf({ id: row.id, source: row.source, data: JSON.parse(row.data) });
    const targets = devices.filter((device) => device.userId === row.userId);
    if (!sender || !topic || isOff(row.userId, topic.kind) || targets.length === 0) {
      report.skipped += 1;
      continue;
    }
    const payload = pushPayload(topic, row);
    const push = { payload, urgency: urgencyOf(topic), topic: await pushTopicHeader(payload.tag) };
    const outcomes = await Promise.all(
      targets.map((target) =>
        sender.send(target, push).catch((error): PushOutcome => {
          console.error("Push not sent", row.id, error);
          return "failed";
        }),
      ),
    );
    const gone = targets.filter((_, index) => outcomes[index] === "gone").map((target) => target.endpoint);
    if (gone.length > 0) {
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.endpoint, gone));
      report.gone += gone.length;
    }
    if (outcomes.includes("sent")) report.sent += 1;
    else if (outcomes.includes("failed")) report.retry.push(row.id);
  }
  const done = unique.filter((id) => !report.retry.includes(id));
  if (done.length > 0) await db.delete(pushOutbox).where(inArray(pushOutbox.id, done));
}
