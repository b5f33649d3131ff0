// `npm run admin -- add you@example.com [--remote]`: makes an existing account an admin, or creates an
// admin account with a one-time password to change at first sign-in. --remote targets the deployed D1.
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { hashPassword } from "../worker/auth/password.ts";
import { literal } from "../worker/db/seed/to-sql.ts";
import { membershipIdFor } from "../worker/domain/membership/membership-id.ts";
import { persistArgs } from "./local-state.ts";

const [command, rawEmail, ...flags] = process.argv.slice(2);
const email = rawEmail?.trim().toLowerCase();
if (command !== "add" || !email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error("Usage: npm run admin -- add you@example.com [--remote]");
  process.exit(2);
}
const target = flags.includes("--remote") ? ["--remote"] : ["--local", ...persistArgs()];

function d1(file: string, json = false): string {
  return execFileSync(
    "wrangler",
    ["d1", "execute", "DB", ...target, "--file", file, ...(json ? ["--json"] : [])],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
}

function run(sql: string, json = false): string {
  mkdirSync(".wrangler", { recursive: true });
  const file = ".wrangler/admin.sql";
  writeFileSync(file, sql);
  return d1(file, json);
}

const found = JSON.parse(run(`select id from user where lower(email) = ${literal(email)};`, true)) as {
  results: { id: string }[];
}[];
let userId = found[0]?.results[0]?.id;
let oneTimePassword: string | undefined;

if (!userId) {
  userId = randomUUID();
  oneTimePassword = randomBytes(15).toString("base64url");
  const hash = await hashPassword(oneTimePassword);
  const now = Date.now();
  run(
    [
      `insert into user (id, name, email, email_verified, created_at, updated_at) values (${literal(userId)}, 'Administrator', ${literal(email)}, 1, ${now}, ${now});`,
      `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at) values (${literal(randomUUID())}, ${literal(userId)}, 'credential', ${literal(userId)}, ${literal(hash)}, ${now}, ${now});`,
    ].join("\n"),
  );
}
// A new profile gets its membership number like every account (an existing one keeps its own).
const issued = new Date();
const membershipId = membershipIdFor(process.env.MEMBERSHIP_ID_PREFIX || "SPPC", issued);
run(
  `insert into members (user_id, role, membership_id, membership_since) values (${literal(userId)}, 'admin', ${literal(membershipId)}, ${literal(issued.toISOString())}) on conflict(user_id) do update set role = 'admin';`,
);

console.log(`${email} is now an admin.`);
if (oneTimePassword) {
  console.log(`New account created. One-time password: ${oneTimePassword}`);
  console.log("Sign in with it and change it at once (Profile > Preferences > Security).");
}
