import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";

describe("the audit log", () => {
  it("records who made each successful admin write, with what, and nothing for refused ones", async () => {
    const account = await signUp(uniqueEmail("auditor"), "Sana Auditor");
    await makeAdmin(account.email);
    const created = await send("POST", "/api/admin/whatsapp-groups", account.cookie, {
      name: "Audited Group",
      description: "A group to audit",
      inviteLink: "https://chat.whatsapp.com/AuditAudit12",
      groupType: "general",
      memberCount: 3,
      adminName: "Sana",
      rules: [],
      tags: [],
    });
    expect(created.status).toBe(201);
    const refused = await send("POST", "/api/admin/whatsapp-groups", account.cookie, { name: "" });
    expect(refused.status).toBe(422);

    const { results } = await env.DB.prepare(
      "select actor_name, action, after from audit_log where actor_name = 'Sana Auditor' order by created_at",
    ).all<{ actor_name: string; action: string; after: string }>();
    expect(results).toHaveLength(1);
    expect(results[0]?.action).toBe("POST /api/admin/whatsapp-groups");
    // Which fields were set, never their values (they may be a member's contact details).
    expect(JSON.parse(String(results[0]?.after))).toEqual({
      fields: ["adminName", "description", "groupType", "inviteLink", "memberCount", "name", "rules", "tags"],
    });
    expect(String(results[0]?.after)).not.toContain("Audited Group");
  });

  it("cannot be changed or emptied, by anyone", async () => {
    await env.DB.prepare(
      "insert into audit_log (id, actor_name, action) values ('fixed-entry', 'Someone', 'member.tier')",
    ).run();
    await expect(
      env.DB.prepare("update audit_log set action = 'nothing' where id = 'fixed-entry'").run(),
    ).rejects.toThrow(/audit log cannot be changed/);
    await expect(env.DB.prepare("delete from audit_log where id = 'fixed-entry'").run()).rejects.toThrow(
      /audit log cannot be changed/,
    );
    await expect(
      env.DB.prepare(
        "update audit_log set actor_name = 'Former member', action = 'nothing' where id = 'fixed-entry'",
      ).run(),
    ).rejects.toThrow(/audit log cannot be changed/);
  });

  it("allows one change, the erasure of a deleted admin's name, and nothing else with it", async () => {
    await env.DB.prepare(
      "insert into audit_log (id, actor_user_id, actor_name, action) values ('erased-entry', 'gone-admin', 'Omar Admin', 'member.role')",
    ).run();
    await expect(
      env.DB.prepare("update audit_log set actor_name = 'Someone else' where id = 'erased-entry'").run(),
    ).rejects.toThrow(/audit log cannot be changed/);
    await env.DB.prepare("update audit_log set actor_name = 'Former member' where id = 'erased-entry'").run();
    expect(
      await env.DB.prepare(
        "select actor_user_id, actor_name, action from audit_log where id = 'erased-entry'",
      ).first(),
    ).toEqual({ actor_user_id: "gone-admin", actor_name: "Former member", action: "member.role" });
  });
});
