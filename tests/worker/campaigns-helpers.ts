import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import type { CampaignKind, LocalisedText, Segment } from "../../worker/contract/campaigns";
import { createDb } from "../../worker/db/client";
import type { CampaignQueueMessage } from "../../worker/domain/campaigns/queue";
import { segmentCondition, segmentFrom } from "../../worker/domain/campaigns/segment";
import type { SendingDeps } from "../../worker/domain/campaigns/sending";

export const db = createDb(env.DB);
export const DAY_MS = 86_400_000;
export const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** Which of these members the segment holds (other tests' members in the file's storage are ignored). */
export async function inSegment(ids: string[], segment: Segment, kind: CampaignKind = "service") {
  const rows = await db.all<{ userId: string }>(sql`
    select m.user_id as userId from ${segmentFrom}
     where ${segmentCondition(segment, kind, new Date())}
       and m.user_id in (select value from json_each(${JSON.stringify(ids)}))`);
  return ids.filter((id) => rows.some((row) => row.userId === id));
}

/** An event that ends at `endsAt` (any city: the segment reads ids, not cities). */
export async function seedEvent(endsAt: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
                         whatsapp_group_url, registration_open)
     values (?, ?, 'Campaign test event', 'jeddah', 'Networking', 'x', 'Hall', 'Street', ?, ?, 100, 'https://chat.whatsapp.com/x', 1)`,
  )
    .bind(id, `campaign-${id}`, new Date(Date.parse(endsAt) - 3_600_000).toISOString(), endsAt)
    .run();
  return id;
}

/** A registration: by account, or only by address (a seat taken before signing in). */
export async function seedSeat(
  eventId: string,
  seat: { userId?: string; email: string; status?: string; checkedIn?: boolean },
) {
  await env.DB.prepare(
    `insert into rsvps (id, event_id, user_id, name, email, phone, profession, company, status, queued_at,
                        ticket_code, cancel_token, checked_in_at)
     values (?, ?, ?, 'Seat', ?, '+966500000000', 'Engineer', 'Co', ?, 0, ?, ?, ?)`,
  )
    .bind(
      crypto.randomUUID(),
      eventId,
      seat.userId ?? null,
      seat.email,
      seat.status ?? "confirmed",
      crypto.randomUUID(),
      crypto.randomUUID(),
      seat.checkedIn ? new Date().toISOString() : null,
    )
    .run();
}

/** Queues that record what they are given: the test runs each step itself. */
export function recordingQueues() {
  const steps: string[] = [];
  const mails: unknown[] = [];
  const pushes: string[] = [];
  const queue = <T>(record: (body: T) => void) =>
    ({
      send: async (body: T) => record(body),
      sendBatch: async (messages: Iterable<MessageSendRequest<T>>) => {
        for (const message of messages) record(message.body);
      },
    }) as unknown as Queue<T>;
  const deps: SendingDeps = {
    db,
    queue: queue<CampaignQueueMessage>((body) => steps.push(body.campaignId)),
    mailQueue: queue((body) => mails.push(body)),
    pushQueue: queue<{ pushId: string }>((body) => pushes.push(body.pushId)),
  };
  return { deps, steps, mails, pushes };
}

export const text = (en: string, more: Partial<LocalisedText> = {}): LocalisedText => ({ en, ...more });

/** A campaign claimed for sending (as POST /send leaves it), written straight to D1. */
export async function sendingCampaign(input: {
  segment: Segment;
  kind?: CampaignKind;
  channels?: string[];
  subject?: LocalisedText;
  body?: LocalisedText;
  origin?: string;
}) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `insert into campaigns (id, name, kind, segment, channels, subject, body, status, origin, created_by_name,
                            phase, cursor, started_at, heartbeat_at)
     values (?, 'Test campaign', ?, ?, ?, ?, ?, 'sending', ?, 'Farah Admin', 'snapshot', '', ?, ?)`,
  )
    .bind(
      id,
      input.kind ?? "service",
      JSON.stringify(input.segment),
      JSON.stringify(input.channels ?? ["email", "push", "inapp"]),
      JSON.stringify(input.subject ?? text("Ramadan iftar")),
      JSON.stringify(input.body ?? text("Join us for iftar.")),
      input.origin ?? "http://localhost",
      iso(0),
      iso(0),
    )
    .run();
  return id;
}

/** How many rows of a table carry this campaign's id for each member. */
export async function rowsPerMember(table: string, campaignId: string) {
  const { results } = await env.DB.prepare(
    `select id, count(*) as n from ${table} where id like ? group by id`,
  )
    .bind(`campaign:${campaignId}:%`)
    .all<{ id: string; n: number }>();
  return results;
}

/** Gives a member a push device (the fake push service's host). */
export async function giveDevice(userId: string) {
  await env.DB.prepare("insert into push_subscriptions (endpoint, user_id, p256dh, auth) values (?, ?, ?, ?)")
    .bind(`https://push.fake.example/${crypto.randomUUID()}`, userId, "p".repeat(40), "a".repeat(16))
    .run();
}
