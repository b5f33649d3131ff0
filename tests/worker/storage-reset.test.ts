// The worker test files take turns in each workerd; tests/worker/setup/reset-storage.ts empties
// storage before each. This proves the reset empties every table and the bucket and leaves the
// schema, triggers included, exactly as the migrations made it.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signUp, uniqueEmail } from "./accounts-helpers";
import { emptyBucket, emptyDatabase, migratedSchema } from "./setup/storage";

async function rowCounts(): Promise<Record<string, number>> {
  const tables = (await migratedSchema(env.DB)).filter((row) => row.type === "table");
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const row = await env.DB.prepare(`select count(*) as n from "${name}"`).first<{ n: number }>();
    counts[name] = Number(row?.n);
  }
  return counts;
}

describe("the storage reset between test files", () => {
  it("empties every table and the bucket and keeps the migrated schema with its triggers", async () => {
    const schemaBefore = await migratedSchema(env.DB);
    expect(schemaBefore.map((row) => row.name)).toEqual(
      expect.arrayContaining(["audit_log_no_update", "audit_log_no_delete", "search_members_insert", "user"]),
    );

    // Rows in ordinary tables, the FTS index (through the members trigger), the append-only audit log and R2.
    await signUp(uniqueEmail("reset"), "Reset Person");
    await env.DB.prepare(
      "insert into audit_log (id, actor_name, action) values ('reset-entry', 'Someone', 'member.tier')",
    ).run();
    await env.PHOTOS.put("reset/photo.jpg", new Uint8Array([1, 2, 3]));
    const filled = await rowCounts();
    expect(filled.user).toBe(1);
    expect(filled.audit_log).toBe(1);
    expect(filled.search_index).toBeGreaterThan(0);

    await emptyDatabase(env.DB);
    await emptyBucket(env.PHOTOS);

    expect(Object.values(await rowCounts()).every((count) => count === 0)).toBe(true);
    expect((await env.PHOTOS.list()).objects).toHaveLength(0);
    expect(await migratedSchema(env.DB)).toEqual(schemaBefore);
    const applied = await env.DB.prepare("select count(*) as n from d1_migrations").first<{ n: number }>();
    expect(Number(applied?.n)).toBeGreaterThan(0);

    // The audit log is still append-only, and search still indexes new members.
    await env.DB.prepare(
      "insert into audit_log (id, actor_name, action) values ('after-reset', 'Someone', 'member.tier')",
    ).run();
    await expect(env.DB.prepare("delete from audit_log where id = 'after-reset'").run()).rejects.toThrow(
      /audit log cannot be changed/,
    );
    await signUp(uniqueEmail("after"), "Zainab Afterreset");
    const indexed = await env.DB.prepare(
      "select count(*) as n from search_index where search_index match 'Afterreset'",
    ).first<{ n: number }>();
    expect(Number(indexed?.n)).toBe(1);
  });
});
