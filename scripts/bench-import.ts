// `npm run bench:import`: POST /api/admin/import-members with a generated file of BENCH_IMPORT_ROWS
// (10,000) members to the locally served worker (vite preview + workerd + local D1, in a throwaway
// state folder), signed in as an admin. Prints the time and rows per second, then the same file again
// (every row an existing member: what re-running an interrupted import costs).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { generatedCsv } from "../tests/fixtures/imports/fixtures.ts";
import type { ImportResult } from "../worker/contract/member-import.ts";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const ADMIN_EMAIL = "bench-admin@example.com";

const stateDir = mkdtempSync(path.join(tmpdir(), "sppc-bench-import-"));
const { NODE_ENV: _n, ...parentEnv } = process.env;
const env = { ...parentEnv, SPPC_STATE_DIR: stateDir, WRANGLER_SEND_METRICS: "false" };
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

async function timedImport(base: string, cookie: string, bytes: Uint8Array) {
  const form = new FormData();
  form.set(
    "csvFile",
    new File([bytes as Uint8Array<ArrayBuffer>], "bench-members.csv", { type: "text/csv" }),
  );
  form.set("importId", crypto.randomUUID());
  // Encoded up front (as a browser does), so the timing is the server's work and an early error
  // answer cannot cut the upload short.
  const encoded = new Request(base, { method: "POST", body: form });
  const contentType = encoded.headers.get("Content-Type") ?? "";
  const body = await encoded.arrayBuffer();
  const t0 = performance.now();
  const response = await fetch(`${base}/api/admin/import-members`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base, "Content-Type": contentType },
    body,
  });
  const seconds = (performance.now() - t0) / 1000;
  if (!response.ok) throw new Error(`Import answered ${response.status}: ${await response.text()}`);
  return { seconds, result: (await response.json()) as ImportResult };
}

let server: ReturnType<typeof spawn> | undefined;
try {
  if (process.env.BENCH_SKIP_BUILD !== "1") run("npx", ["vite", "build", "--logLevel", "error"]);
  run("npm", ["run", "db:migrate", "--silent"]);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn("npx", ["vite", "preview"], {
    env: { ...env, PORT: String(port) },
    detached: true,
    stdio: "ignore",
  });
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (tries > 240) throw new Error("The local server did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({
      name: "Bench Admin",
      email: ADMIN_EMAIL,
      password: "Minar-e-Pakistan 1968!",
      acceptTerms: true,
    }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  run("npx", [
    "wrangler",
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    stateDir,
    "--command",
    `update members set role = 'admin' where user_id = (select id from user where email = '${ADMIN_EMAIL}')`,
  ]);

  const file = generatedCsv(ROWS, "bench");
  const first = await timedImport(base, cookie, file);
  const again = await timedImport(base, cookie, file);
  const rate = (seconds: number) => Math.round(ROWS / seconds).toLocaleString("en");
  console.log(
    `Import benchmark: POST /api/admin/import-members, ${ROWS.toLocaleString("en")} rows (${(file.length / 1024).toFixed(1)} KB), local workerd + D1`,
  );
  console.log(
    `  new members:     ${first.seconds.toFixed(2)} s, ${rate(first.seconds)} rows/s (created ${first.result.created}, failed ${first.result.failed})`,
  );
  console.log(
    `  same file again: ${again.seconds.toFixed(2)} s, ${rate(again.seconds)} rows/s (created ${again.result.created}, skipped ${again.result.skipped})`,
  );
  const ok = first.result.created === ROWS && again.result.created === 0;
  console.log(ok ? "  result:   OK" : "  result:   WRONG COUNTS");
  process.exitCode = ok ? 0 : 1;
} finally {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1500));
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {}
  }
  rmSync(stateDir, { recursive: true, force: true });
}
