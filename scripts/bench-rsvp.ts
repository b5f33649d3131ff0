// `npm run bench:rsvp`: 1,000 concurrent RSVPs against a 200-seat event on the locally served worker
// (wrangler dev + workerd + local D1, in a throwaway state folder). Expected: exactly 200 confirmed,
// 800 waitlisted, 0 errors, and a p99 at most 1.5 times the p99 of 1,000 concurrent GET /api/health
// measured on the same server in the same run (the floor: what any request costs here).
//
// Locally the mail consumer runs on the same workerd thread as the requests (on Cloudflare it runs in
// invocations of its own), so by default the burst's ticket emails wait 60 s in the queue
// (MAIL_QUEUE_DELAY_SECONDS) and the run then waits until every one is rendered and stored, and says
// how long that took. BENCH_MAIL=concurrent lets the consumer compete with the burst, as it does on a
// one-thread local server.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { BENCH_CONNECTIONS, type Preview, percentile, preparedState, startPreview } from "./bench-server.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 200);
const MAX_RATIO = 1.5;
const MAIL_CONCURRENT = process.env.BENCH_MAIL === "concurrent";
const MAIL_DELAY_SECONDS = 60;

const state = preparedState("sppc-bench-");
let preview: Preview | undefined;
try {
  // One Riyadh event starting tomorrow: the city's "next event", so RSVPs for "Riyadh" land on it.
  const starts = new Date(Date.now() + 86_400_000);
  const ends = new Date(starts.getTime() + 3 * 3_600_000);
  const sqlFile = path.join(state.stateDir, "bench-event.sql");
  writeFileSync(
    sqlFile,
    `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity, registration_open)
     values ('bench-event', 'bench-event', 'Benchmark High Tea', 'riyadh', 'Networking', 'Load test', 'Hall', 'Street',
             '${starts.toISOString()}', '${ends.toISOString()}', ${CAPACITY}, 1);`,
  );
  state.d1({ file: sqlFile });

  preview = await startPreview(
    state,
    MAIL_CONCURRENT ? {} : { MAIL_QUEUE_DELAY_SECONDS: String(MAIL_DELAY_SECONDS) },
  );
  const { base } = preview;

  // Warm up (first requests compile the worker and open the database), so neither burst pays for it.
  for (let i = 0; i < 20; i++) await (await fetch(`${base}/api/health`)).arrayBuffer();
  // The floor: the same burst of the cheapest request that touches D1.
  const healthLatencies: number[] = [];
  let healthErrors = 0;
  await Promise.all(
    Array.from({ length: REQUESTS }, async () => {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/health`).catch(() => null);
      if (response?.status !== 200) healthErrors++;
      await response?.arrayBuffer();
      healthLatencies.push(performance.now() - t0);
    }),
  );
  healthLatencies.sort((a, b) => a - b);

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
        else
          noteError(
            `${response.status} ${text
              .replace(/<[^>]+>/g, " ")
              .replace(/\s+/g, " ")
              .slice(0, 200)}`,
          );
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
    `  client:   all ${REQUESTS} sent at once over ${BENCH_CONNECTIONS || "unlimited"} connections`,
  );
  console.log(
    `  answers:  confirmed ${tally.confirmed}, waitlisted ${tally.waitlisted}, errors ${tally.errors}`,
  );
  console.log(
    `  stored:   confirmed ${stored.event.confirmedCount}, waitlisted ${stored.event.waitlistCount}, spots left ${stored.event.spotsLeft}`,
  );
  console.log(
    `  latency:  p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${(latencies.at(-1) ?? 0).toFixed(0)} ms; all done in ${(wall / 1000).toFixed(1)} s`,
  );
  const healthP99 = percentile(healthLatencies, 99);
  const ratio = percentile(latencies, 99) / healthP99;
  console.log(
    `  health:   ${REQUESTS} concurrent GET /api/health: p50 ${percentile(healthLatencies, 50).toFixed(0)} ms, p99 ${healthP99.toFixed(0)} ms, errors ${healthErrors}`,
  );
  console.log(`  ratio:    RSVP p99 / health p99 = ${ratio.toFixed(2)} (goal: at most ${MAX_RATIO})`);
  for (const [what, count] of errorSamples) console.log(`  error x${count}: ${what}`);
  const mailed = waitForTicketMail(tally.confirmed + tally.waitlisted);
  console.log(
    `  mail:     ${mailed.count} ticket emails rendered and stored, the last ${mailed.seconds.toFixed(0)} s after the burst` +
      (MAIL_CONCURRENT
        ? " (consumer running during the burst)"
        : ` (held ${MAIL_DELAY_SECONDS} s, then sent)`),
  );
  const ok =
    mailed.count === tally.confirmed + tally.waitlisted &&
    ratio <= MAX_RATIO &&
    tally.confirmed === CAPACITY &&
    tally.waitlisted === REQUESTS - CAPACITY &&
    tally.errors === 0 &&
    stored.event.confirmedCount === CAPACITY;
  console.log(ok ? "  result:   OK (never overbooked, within the latency goal)" : "  result:   FAILED");
  process.exitCode = ok ? 0 : 1;
} finally {
  await preview?.stop();
  state.remove();
}

/** Polls the outbox until `expected` RSVP emails are rendered and stored (or three minutes pass). */
function waitForTicketMail(expected: number): { count: number; seconds: number } {
  const started = performance.now();
  const deadline = started + (MAIL_CONCURRENT ? 180 : MAIL_DELAY_SECONDS + 180) * 1000;
  for (;;) {
    const [row] = state.query<{ n: number }>(
      "select count(*) as n from email_outbox where kind like 'rsvp-%' and status = 'sent'",
    );
    const count = row?.n ?? 0;
    if (count >= expected || performance.now() > deadline) {
      return { count, seconds: (performance.now() - started) / 1000 };
    }
    execFileSync("sleep", ["2"]);
  }
}
