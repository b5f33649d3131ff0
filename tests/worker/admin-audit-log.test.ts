// The audit log as a sentence: who did what to which thing (its name read now, or as kept when it
// was deleted), the values before and after, and the filters support uses (admin, kind, days).
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminAuditEntry, AdminAuditPage, AuditActor } from "../../worker/contract/audit-log";
import type { AdminWhatsappGroupResponse } from "../../worker/contract/whatsapp-groups";
import { createDb } from "../../worker/db/client";
import { listAuditLog } from "../../worker/domain/admin-audit-log";
import { send } from "./accounts-helpers";
import { admin, member } from "./admin-members-helpers";
import { callApi } from "./call-api";
import { countingD1 } from "./counting-d1";
import { makeEvent } from "./events-helpers";

let aisha: Awaited<ReturnType<typeof admin>>;
let omar: Awaited<ReturnType<typeof member>>;
let eventId = "";
let groupId = "";

async function read(query: string, cookie = aisha.cookie): Promise<AdminAuditPage> {
  const response = await callApi(`/api/admin/audit-log?${query}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminAuditPage;
}

const only = (page: AdminAuditPage, verb: string): AdminAuditEntry => {
  const entry = page.entries.find((candidate) => candidate.verb === verb);
  if (!entry) throw new Error(`no ${verb} entry in ${JSON.stringify(page.entries.map((e) => e.action))}`);
  return entry;
};

beforeAll(async () => {
  aisha = await admin("Aisha Auditor");
  omar = await member("Omar Khan");
  expect(
    (await send("PUT", `/api/admin/members/${omar.userId}/tier`, aisha.cookie, { tier: "premium" })).status,
  ).toBe(200);
  eventId = (await makeEvent("Riyadh Iftar")).id;
  expect((await send("POST", `/api/admin/events/${eventId}/cancel`, aisha.cookie)).status).toBe(200);
  const created = await send("POST", "/api/admin/whatsapp-groups", aisha.cookie, {
    name: "Khobar Founders",
    description: "A group that will be deleted",
    inviteLink: "https://chat.whatsapp.com/KhobarFound1",
    groupType: "general",
    memberCount: 3,
    adminName: "Sana",
    rules: [],
    tags: [],
  });
  expect(created.status).toBe(201);
  groupId = ((await created.json()) as AdminWhatsappGroupResponse).group.id;
  expect((await send("DELETE", `/api/admin/whatsapp-groups/${groupId}`, aisha.cookie)).status).toBeLessThan(
    300,
  );
});

describe("audit entries read as sentences", () => {
  it("names the member whose tier changed, with the tier before and after", async () => {
    const entry = only(await read(`target=${omar.userId}`), "member_tier");
    expect(entry).toMatchObject({
      actorName: "Aisha Auditor",
      family: "member",
      target: { type: "member", id: omar.userId, name: "Omar Khan", gone: false },
    });
    expect(entry.changes).toContainEqual({ field: "tier", before: "basic", after: "premium" });
    // A member's name is read, never kept: erasing them must leave no name in the log.
    const stored = await env.DB.prepare("select target_name from audit_log where id = ?")
      .bind(entry.id)
      .first();
    expect(stored).toEqual({ target_name: null });
  });

  it("names the event a catch-all entry cancelled, found by its id too", async () => {
    const entry = only(await read(`target=${eventId}`), "cancel");
    expect(entry).toMatchObject({
      action: `POST /api/admin/events/${eventId}/cancel`,
      family: "event",
      target: { type: "event", id: eventId, name: "Riyadh Iftar", gone: false },
      changes: [],
    });
  });

  it("keeps the name of a thing since deleted, and the fields a request set", async () => {
    const page = await read(`target=${groupId}`);
    const deleted = only(page, "delete");
    expect(deleted.target).toEqual({
      type: "whatsapp_group",
      id: groupId,
      name: "Khobar Founders",
      gone: true,
    });
    const created = (await read("family=content")).entries.find((e) => e.verb === "create");
    expect(created?.fields).toContain("inviteLink");
  });

  it("keeps a kept name as written: even the erasure's one allowed change cannot touch it", async () => {
    const entry = only(await read(`target=${groupId}`), "delete");
    await expect(
      env.DB.prepare("update audit_log set actor_name = 'Former member', target_name = 'x' where id = ?")
        .bind(entry.id)
        .run(),
    ).rejects.toThrow(/cannot be changed/);
    const stored = await env.DB.prepare("select target_name from audit_log where id = ?")
      .bind(entry.id)
      .first();
    expect(stored).toEqual({ target_name: "Khobar Founders" });
  });

  it("reads old raw entries by their path, resolving the name now", async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      `insert into audit_log (id, actor_user_id, actor_name, action, target_type, after, created_at)
       values (?, ?, 'Aisha Auditor', ?, 'endpoint', '{"fields":["name"]}', '2025-01-01T09:00:00.000Z')`,
    )
      .bind(id, aisha.userId, `PUT /api/admin/events/${eventId}`)
      .run();
    const entry = (await read("until=2025-01-01")).entries.find((e) => e.id === id);
    expect(entry).toMatchObject({
      verb: "edit",
      family: "event",
      target: { type: "event", id: eventId, name: "Riyadh Iftar" },
      fields: ["name"],
    });
  });
});

describe("audit log filters", () => {
  it("filters by kind of action, by admin and by Riyadh days", async () => {
    const events = await read("family=event");
    expect(events.entries.length).toBeGreaterThan(0);
    expect(events.entries.every((e) => e.family === "event")).toBe(true);
    const members = await read("family=member");
    expect(members.entries.map((e) => e.verb)).toContain("member_tier");
    expect(members.entries.some((e) => e.family === "event")).toBe(false);

    const other = await admin("Bilal Reviewer");
    await send("PUT", `/api/admin/members/${omar.userId}/role`, other.cookie, { role: "member" });
    const bilals = await read(`actor=${other.userId}`);
    expect(bilals.entries.map((e) => e.actorName)).toEqual(["Bilal Reviewer"]);
    const actors = (await (
      await callApi("/api/admin/audit-log/actors", { headers: { Cookie: aisha.cookie } })
    ).json()) as { actors: AuditActor[] };
    expect(actors.actors).toEqual(
      expect.arrayContaining([
        { id: aisha.userId, name: "Aisha Auditor" },
        { id: other.userId, name: "Bilal Reviewer" },
      ]),
    );

    // 22:00 UTC on 31 Dec 2024 is 1 Jan 2025 in Riyadh.
    const edge = crypto.randomUUID();
    await env.DB.prepare(
      "insert into audit_log (id, actor_name, action, created_at) values (?, 'Someone', 'x.y', '2024-12-31T22:00:00.000Z')",
    )
      .bind(edge)
      .run();
    expect((await read("since=2025-01-01&until=2025-01-01")).entries.map((e) => e.id)).toContain(edge);
    expect((await read("until=2024-12-31")).entries.map((e) => e.id)).not.toContain(edge);
    expect(
      (await callApi("/api/admin/audit-log?family=nope", { headers: { Cookie: aisha.cookie } })).status,
    ).toBe(422);
  });

  it("names a page's things with one query per kind of thing, not one per entry", async () => {
    const { db: counted, calls } = countingD1(env.DB);
    const page = await listAuditLog(createDb(counted), {});
    const kinds = new Set(page.entries.flatMap((e) => (e.target?.id ? [e.target.type] : [])));
    expect(page.entries.length).toBeGreaterThan(kinds.size);
    expect(calls.length).toBeLessThanOrEqual(1 + kinds.size);
  });

  it("is for admins only", async () => {
    const response = await callApi("/api/admin/audit-log", { headers: { Cookie: omar.cookie } });
    expect(response.status).toBe(403);
    const actors = await callApi("/api/admin/audit-log/actors", { headers: { Cookie: omar.cookie } });
    expect(actors.status).toBe(403);
  });
});
