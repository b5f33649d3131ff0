// Serves the built app and worker locally as Cloudflare would: `wrangler dev` on the build's output
// (dist/sppc/wrangler.json, which `vite build` points wrangler to through .wrangler/deploy/config.json).
// workerd answers HTTP itself, static assets and `_headers` included. `vite preview` put a Node
// proxy in front of workerd that, under a burst of connections, turned resets into 500 pages with a
// stack trace (issue 18). PORT (default 8787) and SPPC_STATE_DIR (default .wrangler/state) apply.
// `npm start`, the end-to-end tests and the benchmarks all serve through here.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { ensureLocalVapidKeys } from "./local-vapid-keys.ts";

const port = process.env.PORT ?? "8787";
const stateDir = process.env.SPPC_STATE_DIR ?? ".wrangler/state";
// The build copies the project's .dev.vars (local secrets) next to the built worker, and the e2e run
// adds its settings there; wrangler dev reads that file only when told.
const secrets = "dist/sppc/.dev.vars";
// Web Push's VAPID pair for this machine (made on the first run); keys in .dev.vars win over it.
const vapidKeys = await ensureLocalVapidKeys();

const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--port",
    port,
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    // Later files override earlier ones.
    "--env-file",
    vapidKeys,
    ...(existsSync(secrets) ? ["--env-file", secrets] : []),
    // The RSVP benchmark holds local mail back until its burst is measured (worker/secrets.d.ts).
    ...(process.env.MAIL_QUEUE_DELAY_SECONDS
      ? ["--var", `MAIL_QUEUE_DELAY_SECONDS:${process.env.MAIL_QUEUE_DELAY_SECONDS}`]
      : []),
  ],
  { stdio: "inherit", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
