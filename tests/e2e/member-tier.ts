// Sets a member's tier in the e2e D1 directly (the app has no paid checkout yet), reaching the
// database file the way accounts.ts does.
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

export function setMembershipTier(email: string, tier: "basic" | "premium" | "executive"): void {
  const db = new DatabaseSync(d1File());
  try {
    // The preview server has the file open too: wait for its lock rather than fail.
    db.exec("PRAGMA busy_timeout = 5000");
    const result = db
      .prepare("update members set membership_tier = ? where user_id = (select id from user where email = ?)")
      .run(tier, email);
    if (result.changes !== 1) throw new Error(`No member profile for ${email}`);
  } finally {
    db.close();
  }
}
