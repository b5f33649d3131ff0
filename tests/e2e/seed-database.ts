// The seed hashes the demo accounts' passwords at production cost (scrypt N=2^14, r=8, p=5: about
// 160 ms of CPU on an idle build machine, more on a loaded one). The specs sign the seeded admin in some
// 60 times, and every check of that hash blocks the one server thread every browser of the run is
// waiting on. The run's own database gets the same passwords at the test cost the signed-up accounts
// use (worker/auth/password.ts; the stored parameters travel with each hash, so sign-in verifies
// either). Production hashing is untouched: tests/worker/seed.test.ts signs in with what the seed writes.
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { hashPassword } from "../../worker/auth/password";
import { demoAccounts } from "../../worker/db/seed/accounts";

/** The same cheap row as PASSWORD_HASH_COST=test (worker/auth/password.ts). */
const TEST_COST = { N: 2 ** 4, r: 1, p: 1 };

/** Re-hashes the seeded accounts' passwords in the run's D1 file; only before the server opens it. */
export async function cheapenSeededPasswords(stateDir: string): Promise<void> {
  const dir = path.join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = fs.readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}`);
  const db = new DatabaseSync(path.join(dir, file));
  try {
    const update = db.prepare("update account set password = ? where id = ? and provider_id = 'credential'");
    for (const demo of demoAccounts) {
      const { changes } = update.run(
        await hashPassword(demo.password, TEST_COST),
        `seed-account-${demo.key}`,
      );
      if (changes !== 1) throw new Error(`The seed wrote no password for ${demo.email}`);
    }
  } finally {
    db.close();
  }
}
