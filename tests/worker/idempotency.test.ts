import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { RsvpResult } from "../../worker/contract/rsvp";
import { createDb } from "../../worker/db/client";
import { pruneIdempotencyKeys } from "../../worker/lib/idempotency";
import { ORIGIN, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { makeRsvpDetails } from "./events-helpers";
import { member } from "./posts-helpers";

function post(cookie: string, key: string | null, content: string) {
  return callApi("/api/posts", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      Cookie: cookie,
      ...(key ? { "Idempotency-Key": key } : {}),
    },
    body: JSON.stringify({ postType: "standard", content }),
  });
}

async function postsBy(userId: string) {
  const row = await env.DB.prepare("select count(*) as n from posts where author_user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function eventIn(city: string) {
  const id = crypto.randomUUID();
  const starts = new Date(Date.now() + 10 * 86_400_000);
  await env.DB.prepare(
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity,
                         whatsapp_group_url, registration_open)
     values (?, ?, 'Idempotent Tea', ?, 'Networking', 'A test event', 'Hall', 'Street', ?, ?, 50, 'https://chat.whatsapp.com/x', 1)`,
  )
    .bind(id, `idem-${id}`, city, starts.toISOString(), new Date(starts.getTime() + 3_600_000).toISOString())
    .run();
  await env.DB.prepare("delete from events where city = ? and id != ?").bind(city, id).run();
  return id;
}

function rsvp(key: string, email: string) {
  return callApi("/api/events/rsvp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "Idempotency-Key": key },
    body: JSON.stringify({
      ...makeRsvpDetails(email, { expectations: "Meet people" }),
      city: "Khobar",
    }),
  });
}

describe("Idempotency-Key on POST /api/posts", () => {
  it("creates the post once and answers every repeat with the first result", async () => {
    const me = await member();
    const key = crypto.randomUUID();
    const first = await post(me.cookie, key, "Written on the metro, sent when back online");
    expect(first.status).toBe(201);
    const firstBody = await first.text();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const repeat = await post(me.cookie, key, "Written on the metro, sent when back online");
      expect(repeat.status).toBe(201);
      expect(repeat.headers.get("Idempotency-Replayed")).toBe("true");
      expect(await repeat.text()).toBe(firstBody);
    }
    expect(await postsBy(me.userId)).toBe(1);
  });

  it("lands exactly once when the same key is sent several times at once", async () => {
    const me = await member();
    const key = crypto.randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => post(me.cookie, key, "Sync storm")));
    // Each is the first result (201) or "still being processed" (409, Retry-After); never a second post.
    for (const response of responses) expect([201, 409]).toContain(response.status);
    expect(responses.filter((response) => response.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(await postsBy(me.userId)).toBe(1);
  });

  it("refuses the same key with a different body, and keeps keys per member", async () => {
    const me = await member();
    const key = crypto.randomUUID();
    expect((await post(me.cookie, key, "First text")).status).toBe(201);
    const changed = await post(me.cookie, key, "Other text");
    expect(changed.status).toBe(422);
    expect(((await changed.json()) as { error: { message: string } }).error.message).toBe(
      "This Idempotency-Key was already used for a different request",
    );
    const other = await member();
    expect((await post(other.cookie, key, "Other text")).status).toBe(201);
    expect(await postsBy(me.userId)).toBe(1);
    expect(await postsBy(other.userId)).toBe(1);
  });

  it("stores a validation error as the outcome, and writes normally without a key", async () => {
    const me = await member();
    const key = crypto.randomUUID();
    expect((await post(me.cookie, key, "")).status).toBe(422);
    const repeat = await post(me.cookie, key, "");
    expect(repeat.status).toBe(422);
    expect(repeat.headers.get("Idempotency-Replayed")).toBe("true");
    expect((await post(me.cookie, null, "No key")).status).toBe(201);
    expect((await post(me.cookie, null, "No key")).status).toBe(201);
    expect(await postsBy(me.userId)).toBe(2);
    expect((await post(me.cookie, "short", "Bad key")).status).toBe(400);
  });
});

describe("Idempotency-Key on POST /api/events/rsvp", () => {
  it("registers once however often the queued RSVP is replayed", async () => {
    const eventId = await eventIn("khobar");
    const email = uniqueEmail("queued");
    const key = crypto.randomUUID();
    const first = await rsvp(key, email);
    expect(first.status).toBe(201);
    const result = (await first.json()) as RsvpResult;
    const repeats = await Promise.all([rsvp(key, email), rsvp(key, email)]);
    for (const repeat of repeats) expect([201, 409]).toContain(repeat.status);
    const replay = await rsvp(key, email);
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as RsvpResult).rsvp?.id).toBe(result.rsvp?.id);
    const rows = await env.DB.prepare("select count(*) as n from rsvps where event_id = ?")
      .bind(eventId)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    const mails = await env.DB.prepare('select count(*) as n from email_outbox where "to" = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(mails?.n).toBe(1);
  });
});

describe("keeping outcomes", () => {
  it("keeps them at least 24 hours; the daily job removes those older than 48", async () => {
    const now = new Date("2026-11-21T03:00:00.000Z");
    const insert = (key: string, createdAt: string) =>
      env.DB.prepare(
        "insert into idempotency_keys (scope, route, key, request_hash, status_code, response_body, created_at) values ('u', 'post', ?, 'h', 201, '{}', ?)",
      )
        .bind(key, createdAt)
        .run();
    await insert("old-key-0001", "2026-11-18T02:59:00.000Z");
    await insert("day-old-0001", "2026-11-20T02:00:00.000Z");
    expect(await pruneIdempotencyKeys(createDb(env.DB), now)).toBe(1);
    const left = await env.DB.prepare("select key from idempotency_keys where scope = 'u'").all<{
      key: string;
    }>();
    expect(left.results.map((row) => row.key)).toEqual(["day-old-0001"]);
  });
});
