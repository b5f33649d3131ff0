// Issue 18: deleting an account leaves nothing that identifies the member, anywhere. A member uses every
// feature (deletion-fixtures.ts), deletes their account, and then every text column of every table of
// the local D1, whatever tables exist by then (deletion-traces.ts), is searched for their email, name
// and phone; the photo bucket is searched for their photos. What others did stays, without them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { deliverMails } from "../../worker/email/outbox/deliver";
import { pruneSentMail } from "../../worker/email/outbox/sweep";
import { makeAdmin, PASSWORD, postJson, send } from "./accounts-helpers";
import { callApi } from "./call-api";
import {
  administrator,
  counters,
  events,
  feed,
  forums,
  listings,
  person,
  records,
  requests,
  richProfile,
  uniqueName,
  uniquePhone,
} from "./deletion-fixtures";
import { bucketKeys, type Trace, tracesOf } from "./deletion-traces";

const one = <T>(query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .first<T>();

async function expectOk(response: Response) {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

/** Sends one outbox row as the sppc-mail consumer would (a "local" row: nothing leaves the machine). */
async function deliver(id: string) {
  const outcomes = await deliverMails(createDb(env.DB), { send: async () => {} }, [id], new Date());
  return outcomes.get(id)?.outcome;
}

/** The audit log's id columns: the one place an erased member's (now meaningless) id is kept. */
const auditIdColumn = (trace: Trace) =>
  trace.table === "audit_log" && ["target_id", "actor_user_id"].includes(trace.column);

describe("deleting an account", () => {
  it("leaves the member's id, email, name and phone in no table and their photos in no bucket", async () => {
    const admin = await administrator();
    const other = await person("Kamran Ali", "other");
    const member = await person(uniqueName(), "erased");
    const phone = uniquePhone();
    const needles = { texts: [member.email, member.name], phones: [phone] };

    const profilePhoto = await richProfile(member, admin, phone);
    const { businessSlug, jobSlug } = await listings(member, admin, phone);
    const { photoKey } = await events(member, admin, phone);
    const { theirPostId } = await feed(member, other);
    const { threadSlug } = await forums(member, other);
    await requests(member, other, phone);
    const { paymentId, cookie } = await records(member, admin);
    const { derivedKeys } = await counters(member);

    // The fixtures did reach the places the search below must find empty (the audit log is not among
    // them: admin entries name a member by id only, so it never held them).
    const before = new Set((await tracesOf(needles)).map((trace) => trace.table));
    const countersBefore = await env.DB.prepare(
      "select key from auth_attempts where instr(key, ?) > 0 or instr(key, ?) > 0 or key in (?, ?)",
    )
      .bind(member.userId, member.email.toLowerCase(), ...derivedKeys)
      .all<{ key: string }>();
    // Sign-in pair, account count and notice marker, upload and id-keyed limits, and the derived two.
    expect(countersBefore.results.length).toBeGreaterThanOrEqual(7);
    for (const table of [
      "user",
      "members",
      "businesses",
      "jobs",
      "event_photos",
      "rsvps",
      "idempotency_keys",
      "notifications",
      "email_outbox",
      "mentors",
      "contact_messages",
      "membership_applications",
      "auth_attempts",
      "search_index_content",
    ])
      expect(before, table).toContain(table);
    expect(await bucketKeys()).toEqual(expect.arrayContaining([profilePhoto, photoKey]));

    const deleted = await postJson(
      "/api/privacy/delete-account",
      { password: PASSWORD, confirm: "DELETE" },
      cookie,
    );
    expect(deleted.status).toBe(200);

    // The one mail left is the confirmation to the member (read at once: the local sppc-mail consumer
    // sends it within seconds); once sent, it is forgotten too ("done": the consumer was first).
    const confirmation = await one<{ id: string; kind: string }>(
      'select id, kind from email_outbox where "to" = ?',
      member.email,
    );
    expect(confirmation?.kind).toBe("account-deleted");
    const waiting = await tracesOf(needles);
    expect(waiting.filter((trace) => trace.table !== "email_outbox")).toEqual([]);
    expect(["sent", "done"]).toContain(await deliver(confirmation?.id ?? ""));

    expect(await tracesOf(needles)).toEqual([]);
    // Nor their id, anywhere (counters included), but in the audit log's id columns: the admins'
    // entries are kept for accountability and name the member by that id only (checked below).
    const ids = await tracesOf({ texts: [member.userId], phones: [] });
    expect(ids.filter((trace) => !auditIdColumn(trace))).toEqual([]);
    expect(await one("select count(*) as n from auth_attempts where key in (?, ?)", ...derivedKeys)).toEqual({
      n: 0,
    });
    const keys = await bucketKeys();
    expect(keys).not.toContain(profilePhoto);
    expect(keys).not.toContain(photoKey);

    // Public pages no longer show the listing or the job.
    expect((await callApi(`/api/businesses/${businessSlug}`)).status).toBe(404);
    expect((await callApi(`/api/jobs/${jobSlug}`)).status).toBe(404);
    // Others' data stays: the payment for the accounts (anonymised), the post the member commented on,
    // the thread they started (answered by someone else) under "Former member", with its answer.
    expect(
      await one("select user_id as userId, amount_halalas as amount from payments where id = ?", paymentId),
    ).toEqual({ userId: null, amount: 29900 });
    expect(await one("select id from posts where id = ?", theirPostId)).not.toBeNull();
    const thread = await callApi(`/api/forums/threads/${threadSlug}`, { headers: { Cookie: other.cookie } });
    expect(thread.status).toBe(200);
    const text = await thread.text();
    expect(text).toContain("Former member");
    expect(text).toContain("Go early.");
    // The admins' audit entries remain, naming the member by their (now meaningless) id only.
    const audited = await env.DB.prepare(
      "select action from audit_log where target_id = ? order by created_at",
    )
      .bind(member.userId)
      .all<{ action: string }>();
    expect(audited.results.map((row) => row.action)).toEqual([
      "member.tier",
      "member.suspend",
      "member.restore",
    ]);
  }, 60_000);

  it("leaves an admin's entries in the audit log under 'Former member', by id, and nothing else of them", async () => {
    const admin = await person(uniqueName(), "leaving-admin");
    await makeAdmin(admin.email);
    const someone = await person("Kamran Ali", "someone");
    await expectOk(
      await send("PUT", `/api/admin/members/${someone.userId}/tier`, admin.cookie, {
        tier: "executive",
        validUntil: new Date(Date.now() + 300 * 86_400_000).toISOString(),
      }),
    );
    await expectOk(
      await send("POST", "/api/admin/whatsapp-groups", admin.cookie, {
        name: "Riyadh Engineers",
        description: "Engineers in Riyadh",
        inviteLink: "https://chat.whatsapp.com/ErasureErasure1",
        groupType: "general",
        memberCount: 3,
        adminName: "Group Host",
        rules: [],
        tags: [],
      }),
    );
    const written = await env.DB.prepare("select action from audit_log where actor_user_id = ?")
      .bind(admin.userId)
      .all<{ action: string }>();
    expect(written.results).toHaveLength(2);

    const deleted = await postJson(
      "/api/privacy/delete-account",
      { password: PASSWORD, confirm: "DELETE" },
      admin.cookie,
    );
    expect(deleted.status).toBe(200);
    const confirmation = await one<{ id: string }>('select id from email_outbox where "to" = ?', admin.email);
    expect(["sent", "done"]).toContain(await deliver(confirmation?.id ?? ""));

    expect(await tracesOf({ texts: [admin.email, admin.name], phones: [] })).toEqual([]);
    const kept = await env.DB.prepare(
      "select actor_name as actor, action from audit_log where actor_user_id = ? order by created_at",
    )
      .bind(admin.userId)
      .all();
    expect(kept.results).toEqual([
      { actor: "Former member", action: "member.tier" },
      { actor: "Former member", action: "POST /api/admin/whatsapp-groups" },
    ]);
  }, 30_000);

  it("forgets an erased account's confirmation the mail server kept refusing, after a week", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
    const failed = (kind: string, createdAt: string) =>
      env.DB.prepare(
        `insert into email_outbox (id, "to", subject, text, html, kind, status, created_at)
         values (?, 'gone@example.com', 'Subject', 'Text', '<p>Text</p>', ?, 'failed', ?)`,
      )
        .bind(crypto.randomUUID(), kind, createdAt)
        .run();
    await failed("account-deleted", daysAgo(8));
    await failed("account-deleted", daysAgo(2));
    await failed("rsvp-confirmed", daysAgo(8));
    await pruneSentMail(createDb(env.DB), now);
    const left = await env.DB.prepare(
      "select kind, created_at as at from email_outbox where \"to\" = 'gone@example.com' order by kind",
    ).all();
    expect(left.results).toEqual([
      { kind: "account-deleted", at: daysAgo(2) },
      { kind: "rsvp-confirmed", at: daysAgo(8) },
    ]);
  });
});
