// Sets a member's tier in the e2e D1 directly, for specs about what a tier unlocks (paying for it is
// payments.spec.ts), through the database file accounts.ts finds.
import { DatabaseSync } from "node:sqlite";
import { d1File } from "./accounts";

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
