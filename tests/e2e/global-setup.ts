// Builds the app once, migrates and seeds (seed-database.ts) a throwaway D1/R2 and serves the build with scripts/serve.ts
// (wrangler dev, as `npm start` does) on a free port, then installs the app's service worker once into a
// browser profile the specs copy (service-worker-profile.ts). The developer's demo database is never touched.
// Vitest runs every project's global setup before any test, so in a run with other projects this one
// only starts that work and returns at once: the build and the server come up while the worker and app
// tests run, and each spec waits for the server (serverReady in browser.ts). Alone, it waits for it.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type FakeMoyasar, startFakeMoyasar } from "../fakes/moyasar-fake";
import { seedDatabase } from "./seed-database";
import {
  SERVER_READY_FILE,
  SERVICE_WORKER_PROFILE_FAILED_FILE,
  SERVICE_WORKER_PROFILE_READY_FILE,
  SETUP_FAILED_FILE,
} from "./server-state";
import { prepareServiceWorkerProfile } from "./service-worker-profile";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The run's temporary folder, removed at teardown: browser profiles go in here too. */
    tmpDir: string;
  }
}

const root = path.resolve(import.meta.dirname, "../..");
const READY_TIMEOUT_MS = 60_000;
const KILL_GRACE_MS = 5_000;

export default async function setup({ provide, vitest }: Pick<TestProject, "provide" | "vitest">) {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), "sppc-e2e-"));
  // Vitest sets NODE_ENV=test; a `vite build` that inherits it is not a production build, so
  // import.meta.env.PROD is false and the service worker never registers. Children get a clean env.
  const { NODE_ENV: _nodeEnv, TEST: _test, VITEST: _vitest, ...parentEnv } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...parentEnv,
    // npm scripts and npx then run on the project's pinned Node 24 (TOOLCHAIN.md).
    PATH: `${path.join(root, "node_modules/.bin")}${path.delimiter}${process.env.PATH ?? ""}`,
    SPPC_STATE_DIR: stateDir,
    WRANGLER_SEND_METRICS: "false",
    // A wrangler dev registry of the run's own: with the machine's shared one, another wrangler session
    // starting or stopping restarts this server's runtime, and the POSTs in flight fail.
    WRANGLER_REGISTRY_PATH: path.join(stateDir, "dev-registry"),
  };
  /** Runs a command to its end; a failure carries what it printed on stderr. */
  const run = (command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(command, args, {
        cwd: root,
        env: { ...env, ...extraEnv },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.on("error", reject);
      child.on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${stderr}`)),
      );
    });

  let server: ChildProcess | undefined;
  let restoreSecrets = () => {};
  const port = await freePort();
  // Payments go through a local fake of Moyasar that posts its webhooks to the served worker.
  const moyasar: FakeMoyasar = await startFakeMoyasar({
    webhookUrl: `http://127.0.0.1:${port}/api/payments/webhook`,
  });

  // When each step of the setup ended, printed once the server answers: the e2e files wait for it, so a
  // slow step shows in the run's output instead of in the first files' times.
  const setupStartedAt = Date.now();
  const took = (step: string) => () => `${step} ${((Date.now() - setupStartedAt) / 1000).toFixed(1)} s`;
  async function startServer(): Promise<string[]> {
    // The build and the database are independent (scripts/local-state.ts): both at once.
    const steps = await Promise.all([
      process.env.E2E_SKIP_BUILD === "1" ? "build skipped" : run("vite", ["build"]).then(took("build")),
      // What `npm run db:migrate` runs (scripts/migrate.ts), without npm and tsx in front of it; it asks
      // before applying unless it runs in CI.
      run(
        "wrangler",
        ["d1", "migrations", "apply", "DB", "--local", "--config", "wrangler.toml", "--persist-to", stateDir],
        { CI: "true" },
      )
        .then(() => seedDatabase(stateDir))
        .then(took("database")),
    ]);
    restoreSecrets = configurePreviewSecrets({
      MOYASAR_API_BASE: `${moyasar.origin}/v1`,
      MOYASAR_SECRET_KEY: moyasar.secretKey,
      MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
      // Cheap password hashing for the accounts the tests sign up (worker/auth/password.ts).
      PASSWORD_HASH_COST: "test",
    });
    const logPath = path.join(stateDir, "preview.log");
    const log = fs.openSync(logPath, "a");
    server = spawn("node", ["scripts/serve.ts"], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      // Its own process group, so teardown can stop npx, vite and workerd together.
      detached: true,
      stdio: ["ignore", log, log],
    });
    fs.closeSync(log);
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, logPath);
    return [...steps, took("server answering")()];
  }

  // Should vitest die without running the teardown, still take the server down with it.
  const killOnExit = () => {
    if (server?.pid !== undefined) signalGroup(server.pid, "SIGKILL");
    restoreSecrets();
    fs.rmSync(stateDir, { recursive: true, force: true });
  };
  process.once("exit", killOnExit);

  const reason = (error: unknown) =>
    error instanceof Error ? (error.stack ?? error.message) : String(error);
  const started = startServer().then(
    (steps) => {
      fs.writeFileSync(path.join(stateDir, SERVER_READY_FILE), `http://localhost:${port}`);
      console.log(`e2e setup, from its start: ${steps.join(", ")}`);
      return true;
    },
    (error: unknown) => {
      fs.writeFileSync(path.join(stateDir, SETUP_FAILED_FILE), reason(error));
      return false;
    },
  );
  // Once the server answers, the browser profile with the service worker installed that specs copy
  // (service-worker-profile.ts); the specs that need no such profile start meanwhile.
  const profiled = started.then(async (up) => {
    if (!up) return;
    try {
      await prepareServiceWorkerProfile(`http://localhost:${port}`, stateDir);
      fs.writeFileSync(path.join(stateDir, SERVICE_WORKER_PROFILE_READY_FILE), "");
      console.log(`e2e setup, from its start: ${took("service worker profile")()}`);
    } catch (error) {
      fs.writeFileSync(path.join(stateDir, SERVICE_WORKER_PROFILE_FAILED_FILE), reason(error));
    }
  });
  provide("baseURL", `http://localhost:${port}`);
  provide("tmpDir", stateDir);
  provide("fakeMoyasarOrigin", moyasar.origin);
  // In a run of its own (`--project e2e`, or `npm run test:side-by-side`, scripts/run-tests.ts) there is
  // nothing to run meanwhile: the files start once the server answers, so none spends its hook timeout
  // waiting for a build and a database that a busy machine made in over two minutes.
  if (vitest.projects.every((project) => project.name === "e2e")) await started;

  return async () => {
    process.off("exit", killOnExit);
    // A run that ends early (only the worker tests, a failure) still lets the start finish, then stops it.
    await profiled;
    if (server) await killGroup(server);
    await moyasar.close();
    restoreSecrets();
    fs.rmSync(stateDir, { recursive: true, force: true });
  };
}

/**
 * The local server (wrangler dev on the build) reads the worker's secrets from the .dev.vars the build wrote next to the built
 * worker (a copy of the project's own, if any): the test settings are set there, keeping whatever else
 * the developer has. Returns what puts the file back as the build left it, so that the build the CI
 * measures and dry-run deploys afterwards (.ci/run) and a later `npm start` carry no test settings.
 */
function configurePreviewSecrets(values: Record<string, string>): () => void {
  const file = path.join(root, "dist/sppc/.dev.vars");
  const original = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  const kept = (original ?? "")
    .split("\n")
    .filter((line) => line.trim() && !Object.keys(values).some((key) => line.startsWith(`${key}=`)));
  const lines = [...kept, ...Object.entries(values).map(([key, value]) => `${key}=${JSON.stringify(value)}`)];
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return () => (original === null ? fs.rmSync(file, { force: true }) : fs.writeFileSync(file, original));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, logPath: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The local server exited with code ${server.exitCode}:\n${tail(logPath)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer 200 within ${READY_TIMEOUT_MS / 1000} s:\n${tail(logPath)}`);
}

async function killGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (!signalGroup(pid, "SIGTERM")) return;
  const deadline = Date.now() + KILL_GRACE_MS;
  while (Date.now() < deadline) {
    if (!signalGroup(pid, 0)) return;
    await sleep(100);
  }
  signalGroup(pid, "SIGKILL");
}

/** Signals the whole process group; false once nothing in it is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
