// Setting up business-directory scenarios in the e2e database: a member's tier or role, as an
// admin or a payment would. (Same file as tests/e2e/accounts.ts reads, opened for writing.)
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { inject } from "vitest";

function d1File(): string {
  const dir = path.join(inject("tmpDir"), "v3/d1/miniflare-D1DatabaseObject");
  const file = fs.readdirSync(dir).find((name) => name.endsWith(".sqlite"));
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return path.join(dir, file);
}

function write(sql: string, ...values: string[]): number {
  const db = new DatabaseSync(d1File());
  try {
    // The preview server holds the same file open: wait for its lock instead of failing.
    db.exec("PRAGMA busy_timeout = 5000");
    return Number(db.prepare(sql).run(...values).changes);
  } finally {
    db.close();
  }
}

function updateMember(email: string, column: "membership_tier" | "role", value: string): void {
  const changed = write(
    `update members set ${column} = ? where user_id = (select id from user where email = ?)`,
    value,
    email,
  );
  if (changed !== 1) throw new Error(`No member profile for ${email}`);
}

export const setTier = (email: string, tier: "basic" | "premium" | "executive") =>
  updateMember(email, "membership_tier", tier);
export const makeAdmin = (email: string) => updateMember(email, "role", "admin");

/** Removes a listing a spec created (its reviews go with it), so other specs see the seeded directory. */
export const deleteBusinessNamed = (name: string) => write("delete from businesses where name = ?", name);
