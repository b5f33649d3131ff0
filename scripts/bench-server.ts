// What every `npm run bench:*` script needs: a throwaway local state folder (D1 + R2), the built app
// migrated into it, the local server (scripts/serve.ts: wrangler dev) on a free port, a signed-up
// account, and percentiles.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Agent, setGlobalDispatcher } from "undici";

/**
 * How many connections the benchmark client opens to the server, as a load generator does
 * (autocannon -c). Every request of a burst is sent at once and waits in the client for a free
 * connection, so its latency still counts the wait. BENCH_CONNECTIONS=0 opens one per request.
 */
export const BENCH_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
if (BENCH_CONNECTIONS > 0) setGlobalDispatcher(new Agent({ connections: BENCH_CONNECTIONS }));

export type BenchState = {
  stateDir: string;
  /** Runs a command against the throwaway state (its output hidden, errors shown). */
  run: (command: string, args: string[]) => void;
  /** Executes SQL on the local D1: a file path or, with `command`, a statement. */
  d1: (sql: { file: string } | { command: string }) => void;
  /** Runs one SELECT on the local D1 and answers its rows. */
  query: <Row>(sql: string) => Row[];
  remove: () => void;
};

/** A fresh state folder, the app built (unless BENCH_SKIP_BUILD=1) and migrated into it. */
export function preparedState(prefix: string): BenchState {
  const stateDir = mkdtempSync(path.join(tmpdir(), prefix));
  const { NODE_ENV: _n, ...parentEnv } = process.env;
  const env = { ...parentEnv, SPPC_STATE_DIR: stateDir, WRANGLER_SEND_METRICS: "false" };
  const run = (command: string, args: string[]) => {
    execFileSync(command, args, { env, stdio: ["ignore", "ignore", "inherit"] });
  };
  const d1Execute = ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir];
  const state: BenchState = {
    stateDir,
    run,
    d1: (sql) =>
      run("npx", [...d1Execute, ...("file" in sql ? ["--file", sql.file] : ["--command", sql.command])]),
    query: <Row>(sql: string) => {
      const output = execFileSync("npx", [...d1Execute, "--json", "--command", sql], {
        env,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      });
      return (JSON.parse(output) as { results: Row[] }[])[0]?.results ?? [];
    },
    remove: () => rmSync(stateDir, { recursive: true, force: true }),
  };
  if (process.env.BENCH_SKIP_BUILD !== "1") run("npx", ["vite", "build", "--logLevel", "error"]);
  run("npm", ["run", "db:migrate", "--silent"]);
  return state;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** The served worker: its address, its process group (the workerd processes are in it) and a stop. */
export type Preview = { base: string; processGroup: number; stop: () => Promise<void> };

/** The local server on the state, in its own process group, once /api/health answers. */
export async function startPreview(state: BenchState, vars: Record<string, string> = {}): Promise<Preview> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _n, ...parentEnv } = process.env;
  const server = spawn("node", ["scripts/serve.ts"], {
    env: {
      ...parentEnv,
      ...vars,
      SPPC_STATE_DIR: state.stateDir,
      WRANGLER_SEND_METRICS: "false",
      // A dev registry of its own: wrangler dev sessions on one machine share one by default, and any
      // other session starting or stopping restarted this one's runtime mid-burst (each POST in flight
      // then failed with "Network connection lost"; wrangler's proxy retries GETs, so they hid it).
      WRANGLER_REGISTRY_PATH: path.join(state.stateDir, "dev-registry"),
      PORT: String(port),
    },
    detached: true,
    // BENCH_LOG=file keeps the server's output (workerd's errors) for a failed run.
    stdio: process.env.BENCH_LOG
      ? ["ignore", openSync(process.env.BENCH_LOG, "w"), openSync(process.env.BENCH_LOG, "a")]
      : "ignore",
  });
  const stop = async () => {
    if (!server.pid) return;
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 1500));
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {}
  };
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, processGroup: server.pid ?? 0, stop };
    } catch {}
    if (tries > 240) {
      await stop();
      throw new Error("The local server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Signs up an account on the served worker; its session cookie. */
export async function signUpCookie(base: string, name: string, email: string): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ name, email, password: "Minar-e-Pakistan 1968!", acceptTerms: true }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  return signUp.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
