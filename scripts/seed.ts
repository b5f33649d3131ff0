// `npm run seed`: fills the local D1 with demo content. Safe to run any number of times.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { demoSeedStatements } from "../worker/db/seed/index.ts";
import { persistArgs } from "./local-state.ts";

const statements = demoSeedStatements(new Date());
mkdirSync(".wrangler", { recursive: true });
const file = ".wrangler/seed.sql";
writeFileSync(file, `${statements.join("\n")}\n`);
execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--file", file, ...persistArgs()], {
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
console.log(`Seeded demo content (${statements.length} rows offered; rows already present were left alone).`);
