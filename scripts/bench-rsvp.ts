// `npm run bench:rsvp`: 1,000 concurrent RSVPs against a 200-seat event on the locally served worker
// (vite preview + workerd + local D1, in a throwaway state folder). Expected: exactly 200 confirmed,
// 800 waitlisted, 0 errors. Prints latency percentiles too.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 200);

const stateDir = mkdtempSync(path.join(tmpdir(), "sppc-bench-"));
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

let server: ReturnType<typeof spawn> | undefined;
try {
  if (process.env.BENCH_SKIP_BUILD !== "1") run("npx", ["vite", "build", "--logLevel", "error"]);
  run("npm", ["run", "db:migrate", "--silent"]);
  // One Riyadh event starting tomorrow: the city's "next event", so RSVPs for "Riyadh" land on it.
  const starts = new Date(Date.now() + 86_400_000);
  const ends = new Date(starts.getTime() + 3 * 3_600_000);
  const sqlFile = path.join(stateDir, "bench-event.sql");
  writeFileSync(
    sqlFile,
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity, registration_open)
     values ('bench-event', 'bench-event', 'Benchmark High Tea', 'riyadh', 'Networking', 'Load test', 'Hall', 'Street',
             '${starts.toISOString()}', '${ends.toISOString()}', ${CAPACITY}, 1);`,
  );
  run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--file", sqlFile]);

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

  const tally = { confirmed: 0, waitlisted: 0, errors: 0 };
  const errorSamples = new Map<string, number>();
  const noteError = (what: string) => {
    tally.errors++;
    errorSamples.set(what, (errorSamples.get(what) ?? 0) + 1);
  };
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: REQUESTS }, async (_, i) => {
      const t0 = performance.now();
      try {
        const response = await fetch(`${base}/api/events/rsvp`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: base },
          body: JSON.stringify({
            name: `Bench Guest ${i}`,
            email: `bench-${i}@example.com`,
            phone: "+966500000000",
            profession: "Engineer",
            company: "Bench Co",
            city: "Riyadh",
          }),
        });
        const text = await response.text();
        const body = (response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : {}) as {
          rsvp?: { status: string };
        };
        if (response.status === 201 && body.rsvp?.status === "confirmed") tally.confirmed++;
        else if (response.status === 201 && body.rsvp?.status === "waitlisted") tally.waitlisted++;
        else noteError(`${response.status} ${text.slice(0, 120)}`);
      } catch (error) {
        noteError(String((error as Error).cause ?? error).slice(0, 120));
      }
      latencies.push(performance.now() - t0);
    }),
  );
  const wall = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const stored = (await (await fetch(`${base}/api/events/city/riyadh`)).json()) as {
    event: { confirmedCount: number; waitlistCount: number; spotsLeft: number };
  };

  console.log(`RSVP benchmark: ${REQUESTS} concurrent RSVPs, ${CAPACITY}-seat event, local workerd + D1`);
  console.log(
    `  answers:  confirmed ${tally.confirmed}, waitlisted ${tally.waitlisted}, errors ${tally.errors}`,
  );
  console.log(
    `  stored:   confirmed ${stored.event.confirmedCount}, waitlisted ${stored.event.waitlistCount}, spots left ${stored.event.spotsLeft}`,
  );
  console.log(
    `  latency:  p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms; all done in ${(wall / 1000).toFixed(1)} s`,
  );
  for (const [what, count] of errorSamples) console.log(`  error x${count}: ${what}`);
  const ok =
    tally.confirmed === CAPACITY &&
    tally.waitlisted === REQUESTS - CAPACITY &&
    tally.errors === 0 &&
    stored.event.confirmedCount === CAPACITY;
  console.log(ok ? "  result:   OK (never overbooked)" : "  result:   FAILED");
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
