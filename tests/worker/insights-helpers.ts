import { env } from "cloudflare:workers";
import { send } from "./accounts-helpers";

export const DAY_MS = 86_400_000;

/** GET an insights report as the admin and read its JSON (throws on anything but 200). */
export async function report<T>(cookie: string, path: string): Promise<T> {
  const response = await send("GET", `/api/admin/insights/${path}`, cookie);
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export type SeededPayment = {
  userId: string;
  tier: string;
  amountHalalas: number;
  status?: "paid" | "failed" | "pending";
  paidAt?: string | null;
  validUntil?: string | null;
};

/** Payment rows as settlePayment leaves them (paid: paid_at and the period's valid_until). */
export async function seedPayments(rows: SeededPayment[]) {
  await env.DB.batch(
    rows.map((row) =>
      env.DB.prepare(
        `insert into payments (id, user_id, tier, amount_halalas, provider, provider_ref, status, paid_at, valid_until)
         values (?, ?, ?, ?, 'bank_transfer', ?, ?, ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        row.userId,
        row.tier,
        row.amountHalalas,
        `TRX-${crypto.randomUUID().slice(0, 8)}`,
        row.status ?? "paid",
        row.paidAt ?? null,
        row.validUntil ?? null,
      ),
    ),
  );
}

/** An event at these instants (Riyadh city pages: riyadh, khobar, dammam; null elsewhere). */
export async function seedEvent(name: string, city: string | null, startsAt: string, cancelled = false) {
  const id = crypto.randomUUID();
  const ends = new Date(Date.parse(startsAt) + 3 * 3_600_000).toISOString();
  await env.DB.prepare(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
                         registration_open, cancelled_at)
     values (?, ?, ?, ?, 'Networking', 'A test event', 'Test Hall', 'Olaya St', ?, ?, 100, 1, ?)`,
  )
    .bind(id, `insights-${id}`, name, city, startsAt, ends, cancelled ? startsAt : null)
    .run();
  return id;
}

/** Registrations of one event: each is confirmed, checked in, waitlisted or cancelled. */
export async function seedRsvps(
  eventId: string,
  states: ("confirmed" | "checkedIn" | "waitlisted" | "cancelled")[],
) {
  await env.DB.batch(
    states.map((state, index) =>
      env.DB.prepare(
        `insert into rsvps (id, event_id, name, email, phone, profession, company, status, queued_at, ticket_code,
                            cancel_token, checked_in_at)
         values (?, ?, 'Guest', ?, '+966500000000', 'Engineer', 'Aramco', ?, ?, ?, ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        eventId,
        `guest-${index}-${crypto.randomUUID().slice(0, 8)}@example.com`,
        state === "checkedIn" ? "confirmed" : state,
        index,
        crypto.randomUUID(),
        crypto.randomUUID(),
        state === "checkedIn" ? "2014-01-01T10:00:00.000Z" : null,
      ),
    ),
  );
}

/** A campaign row as the sender leaves it (status sent, unless told), written straight to D1. */
export async function seedCampaign(input: {
  name: string;
  kind: "promotional" | "service";
  startedAt: string | null;
  status?: "draft" | "cancelled" | "sent";
  pushes?: number;
}) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `insert into campaigns (id, name, kind, segment, channels, subject, body, status, origin, created_by_name,
                            created_at, started_at, pushes)
     values (?, ?, ?, '{}', '["email","push","inapp"]', '{"en":"Hello"}', '{"en":"Hello"}', ?, 'http://localhost',
             'Farah Admin', ?, ?, ?)`,
  )
    .bind(
      id,
      input.name,
      input.kind,
      input.status ?? "sent",
      input.startedAt ?? "2015-03-15T09:00:00.000Z",
      input.startedAt,
      input.pushes ?? 0,
    )
    .run();
  return id;
}

/** A campaign's rows per member, with the ids the sender gives them (campaign:{id}:{userId}). */
export async function seedCampaignRows(
  campaignId: string,
  rows: {
    recipients: string[];
    mail: Record<string, "pending" | "sent" | "failed">;
    notices: string[];
    unsubscribed: string[];
  },
) {
  const rowId = (userId: string) => `campaign:${campaignId}:${userId}`;
  await env.DB.batch([
    ...rows.recipients.map((userId) =>
      env.DB.prepare(
        "insert into campaign_recipients (campaign_id, user_id, language) values (?, ?, 'en')",
      ).bind(campaignId, userId),
    ),
    ...Object.entries(rows.mail).map(([userId, status]) =>
      env.DB.prepare(
        `insert into email_outbox (id, "to", subject, text, html, kind, status)
         values (?, ?, 'Hello', 'Hello', '<p>Hello</p>', 'campaign', ?)`,
      ).bind(rowId(userId), `${userId}@example.com`, status),
    ),
    ...rows.notices.map((userId) =>
      env.DB.prepare(
        "insert into notifications (id, user_id, kind, link, data) values (?, ?, 'campaign', '/notifications', '{}')",
      ).bind(rowId(userId), userId),
    ),
    ...rows.unsubscribed.map((userId) =>
      env.DB.prepare(
        `insert into consents (id, user_id, purpose, granted, method, policy_version, campaign_id)
         values (?, ?, 'marketing', 0, 'unsubscribe_link', '2026-01', ?)`,
      ).bind(crypto.randomUUID(), userId, campaignId),
    ),
  ]);
}
