// `npm run db:migrate`: applies migrations/ to the local D1 (the same files tests and production use).
import { execFileSync } from "node:child_process";
import { persistArgs } from "./local-state.ts";

execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", ...persistArgs()], {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
});
