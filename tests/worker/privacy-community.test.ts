// Export and erasure of what a member did in the community (worker/domain/privacy/content.ts).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MemberDataExport } from "../../worker/domain/privacy/export";
import { PASSWORD, postJson, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

const sql = (query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .run();
const one = <T>(query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .first<T>();

async function idOf(email: string): Promise<string> {
  return (await one<{ id: string }>("select id from user where email = ?", email))?.id ?? "";
}

/** An upcoming one-seat event: the member holds the seat, someone else waits for it. */
async function eventWithWaitlist(memberId: string, memberEmail: string) {
  const eventId = crypto.randomUUID();
  const startsAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
  await sql(
    `insert into events (id, slug, name, type, description, venue, address, starts_at, ends_at, capacity)
     values (?, ?, 'Privacy Tea', 'Networking', 'A test event', 'Hall', 'Street 1', ?, ?, 1)`,
    eventId,
    `privacy-tea-${eventId}`,
    startsAt,
    startsAt,
  );
  const rsvp = (email: string, userId: string | null, status: string, queuedAt: number) =>
    sql(
      `insert into rsvps (id, event_id, user_id, name, email, phone, profession, company, status, queued_at, ticket_code, cancel_token)
       values (?, ?, ?, 'Someone', ?, '+966500000000', 'Engineer', 'ACME', ?, ?, ?, ?)`,
      crypto.randomUUID(),
      eventId,
      userId,
      email,
      status,
      queuedAt,
      crypto.randomUUID(),
      crypto.randomUUID(),
    );
  await rsvp(memberEmail, memberId, "confirmed", 1);
  await rsvp(`waiting-${eventId}@example.com`, null, "waitlisted", 2);
  return eventId;
}

async function forumPosts(memberId: string) {
  const categoryId = crypto.randomUUID();
  const threadId = crypto.randomUUID();
  await sql(
    "insert into forum_categories (id, slug, name, description) values (?, ?, 'Talk', 'Talk')",
    categoryId,
    `talk-${categoryId}`,
  );
  await sql(
    `insert into forum_threads (id, slug, category_id, title, body, author_name, author_user_id, last_activity_at)
     values (?, ?, ?, 'Iqama renewal tips', 'What worked for you?', 'Ayesha K.', ?, '2026-01-01T00:00:00.000Z')`,
    threadId,
    `iqama-${threadId}`,
    categoryId,
    memberId,
  );
  await sql(
    "insert into forum_replies (id, thread_id, author_name, author_user_id, body) values (?, ?, 'Ayesha K.', ?, 'Go early.')",
    crypto.randomUUID(),
    threadId,
    memberId,
  );
  return threadId;
}

describe("community data in the export and at erasure", () => {
  it("exports registrations, forum posts and contact messages, then erases them and frees the seat", async () => {
    const { email, cookie } = await signUp();
    const id = await idOf(email);
    const eventId = await eventWithWaitlist(id, email);
    const threadId = await forumPosts(id);
    await sql(
      `insert into contact_messages (id, first_name, last_name, email, subject, message, privacy_consent_at, user_id)
       values (?, 'Ayesha', 'Khan', ?, 'Membership', 'Please call me back.', '2026-01-01T00:00:00.000Z', ?)`,
      crypto.randomUUID(),
      email,
      id,
    );

    await sql(
      `insert into membership_applications (id, first_name, last_name, email, phone, city, profession, experience, membership_type, agree_terms_at)
       values (?, 'Ayesha', 'Khan', ?, '+966500000000', 'Riyadh', 'Engineer', 'mid', 'premium', '2026-01-01T00:00:00.000Z')`,
      crypto.randomUUID(),
      email.toLowerCase(),
    );
    const postId = crypto.randomUUID();
    await sql(
      "insert into posts (id, author_user_id, content) values (?, ?, 'Salam from Riyadh #Iqama')",
      postId,
      id,
    );

    const exported = (await (
      await callApi("/api/privacy/export", { headers: { Cookie: cookie } })
    ).json()) as MemberDataExport;
    expect(exported.community.eventRegistrations.map((row) => [row.event, row.status])).toEqual([
      ["Privacy Tea", "confirmed"],
    ]);
    expect(exported.community.forumThreads.map((row) => row.title)).toEqual(["Iqama renewal tips"]);
    expect(exported.community.forumReplies.map((row) => row.text)).toEqual(["Go early."]);
    expect(exported.community.contactMessages.map((row) => row.message)).toEqual(["Please call me back."]);
    expect(exported.community.posts.map((row) => row.content)).toEqual(["Salam from Riyadh #Iqama"]);
    expect(exported.community.membershipApplications.map((row) => row.membershipType)).toEqual(["premium"]);

    const deleted = await postJson(
      "/api/privacy/delete-account",
      { password: PASSWORD, confirm: "DELETE" },
      cookie,
    );
    expect(deleted.status).toBe(200);

    const seats = await env.DB.prepare("select email, status from rsvps where event_id = ?")
      .bind(eventId)
      .all();
    expect(seats.results).toEqual([{ email: `waiting-${eventId}@example.com`, status: "confirmed" }]);
    const names = await env.DB.prepare(
      "select author_name as name, author_user_id as author from forum_threads where id = ? union all select author_name, author_user_id from forum_replies where thread_id = ?",
    )
      .bind(threadId, threadId)
      .all();
    expect(names.results).toEqual([
      { name: "Former member", author: null },
      { name: "Former member", author: null },
    ]);
    expect(await one("select id from contact_messages where email = ?", email)).toBeNull();
    expect(await one("select id from posts where id = ?", postId)).toBeNull();
    expect(
      await one("select id from membership_applications where email = ?", email.toLowerCase()),
    ).toBeNull();
    expect(
      await one("select ref_id from search_index where kind = 'post' and ref_id = ?", postId),
    ).toBeNull();
    const promotedMail = await one<{ kind: string }>(
      'select kind from email_outbox where "to" = ?',
      `waiting-${eventId}@example.com`,
    );
    expect(promotedMail?.kind).toBe("rsvp-promoted");
  });
});
