// `npm run seed`: fills the local D1 with demo content and two demo accounts. Safe to run any number of times.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { hashPassword } from "../worker/auth/password.ts";
import { demoAccountStatements, demoAccounts } from "../worker/db/seed/accounts.ts";
import { demoSeedStatements } from "../worker/db/seed/index.ts";
import { demoPostStatements } from "../worker/db/seed/posts.ts";
import { persistArgs } from "./local-state.ts";

const now = new Date();
const [adminHash, memberHash] = await Promise.all(demoAccounts.map((demo) => hashPassword(demo.password)));
const statements = [
  ...demoSeedStatements(now),
  ...demoAccountStatements({ admin: adminHash ?? "", member: memberHash ?? "" }, now),
  ...demoPostStatements(now),
];
mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, `${statements.join("\n")}\n`);
execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--file", file, ...persistArgs()], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
console.log(`Seeded demo content (${statements.length} rows offered; rows already present were left alone).`);
console.log("Demo sign-ins (local only):");
for (const demo of demoAccounts)
  console.log(`  ${demo.role.padEnd(6)} ${demo.email}  password: ${demo.password}`);
