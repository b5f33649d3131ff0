// The run's D1 gets the demo content `npm run seed` writes (the same statements, worker/db/seed/),
// straight into its file before the server opens it. `npm run seed` goes through npm, tsx and a wrangler
// that boots a workerd for one file of SQL: on a busy 2-core machine the migration and the seed that way
// took two minutes, the longest step before the e2e files could start. tests/worker/seed.test.ts proves
// the seed itself.
// The demo accounts' passwords are hashed at the test cost the signed-up accounts use
// (worker/auth/password.ts; the stored parameters travel with each hash, so sign-in verifies either),
// not at production cost (scrypt N=2^14, r=8, p=5: about 160 ms of CPU on an idle machine): the specs
// sign the seeded admin in some 60 times, and every check of that hash blocks the one server thread
// every browser of the run is waiting on.
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { hashPassword } from "../../worker/auth/password";
import { demoAccountStatements, demoAccounts } from "../../worker/db/seed/accounts";
import { demoSeedStatements } from "../../worker/db/seed/index";
import { demoPostStatements } from "../../worker/db/seed/posts";

/** The same cheap row as PASSWORD_HASH_COST=test (worker/auth/password.ts). */
const TEST_COST = { N: 2 ** 4, r: 1, p: 1 };

/** Seeds the migrated D1 file under `stateDir` in one transaction; only before the server opens it. */
export async function seedDatabase(stateDir: string): Promise<void> {
  const dir = path.join(stateDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = fs.readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}: did the migration run?`);
  const now = new Date();
  const [admin = "", member = ""] = await Promise.all(
    demoAccounts.map((demo) => hashPassword(demo.password, TEST_COST)),
  );
  // As scripts/seed.ts writes them, in its order.
  const statements = [
    ...demoSeedStatements(now),
    ...demoAccountStatements({ admin, member }, now),
    ...demoPostStatements(now),
  ];
  const db = new DatabaseSync(path.join(dir, file));
  try {
    db.exec("begin");
    for (const statement of statements) db.exec(statement);
    db.exec("commit");
    const seeded = db.prepare("select count(*) as n from account where provider_id = 'credential'").get();
    if (Number(seeded?.n) !== demoAccounts.length) throw new Error("The seed wrote no demo accounts");
  } finally {
    db.close();
  }
}
