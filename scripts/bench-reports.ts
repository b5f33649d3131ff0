// `npm run bench:reports`: the community reports (/api/admin/insights/*) on the locally served worker
// (wrangler dev + workerd + local D1, in a throwaway state folder) holding 50,000 members, 500 past
// events with 100,000 registrations, their payments and a year of partner checks. Each report is
// called BENCH_SAMPLES times for all cities and as many for one city, one request after another, as an
// admin; prints p50/p95 per report and line. Goal: p95 at most 300 ms (issue 34). BENCH_EXPLAIN=1 also
// prints each report statement's query plan (what the indexes of migration 0031 are for).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { insightReports } from "../worker/contract/insights.ts";
import { type Preview, percentile, preparedState, startPreview } from "./bench-server.ts";

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 500);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const GOAL_MS = 300;
const DAY_S = 86_400;
const CITIES = ["riyadh", "jeddah", "dammam", "khobar", "makkah", "madinah", "tabuk", "abha"];
const EVENT_CITIES = ["riyadh", "khobar", "dammam"];

const cityOf = (n: string) =>
  `case ${n} % ${CITIES.length} ${CITIES.map((c, i) => `when ${i} then '${c}'`).join(" ")} end`;
const tierOf = (n: string) =>
  `case when ${n} % 10 < 6 then 'basic' when ${n} % 10 < 9 then 'premium' else 'executive' end`;
const iso = (seconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;

/** Everything generated in SQL (recursive counters), so seeding takes seconds, not minutes. */
function seedSql(now: number): string {
  const nowS = Math.floor(now / 1000);
  const seq = (count: number) =>
    `with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${count})`;
  // Members joined over the last three years; paid ones end within the next year (some lapsed).
  const users = `${seq(MEMBERS)}
    insert into user (id, name, email, email_verified, created_at, updated_at)
    select printf('bench-m-%06d', n), 'Bench Member ' || n, printf('bench-m-%06d@example.com', n), 1, ${now}, ${now} from seq;`;
  const members = `${seq(MEMBERS)}
    insert into members (user_id, first_name, location, membership_tier, membership_valid_until, created_at, membership_id)
    select printf('bench-m-%06d', n), 'Bench', ${cityOf("n")}, ${tierOf("n")},
      case when n % 10 < 6 then null else ${iso(`${nowS} + ((n * 7919) % 400 - 35) * ${DAY_S}`)} end,
      ${iso(`${nowS} - ((n * 104729) % (3 * 365)) * ${DAY_S} - n % ${DAY_S}`)},
      printf('BENCH-20260101-%06d', n)
    from seq;`;
  // Paid members' payments: one a year back from their period's end, a second one a year before for half.
  const payments = `${seq(MEMBERS)}
    insert into payments (id, user_id, tier, amount_halalas, provider, provider_ref, status, paid_at, valid_until)
    select printf('bench-p-%06d-%d', n, k.k), printf('bench-m-%06d', n), ${tierOf("n")},
      case when n % 10 < 9 then 50000 else 150000 end, 'bench_transfer', printf('BENCH-%06d-%d', n, k.k), 'paid',
      ${iso(`${nowS} + ((n * 7919) % 400 - 35 - 365 * (k.k + 1)) * ${DAY_S}`)},
      ${iso(`${nowS} + ((n * 7919) % 400 - 35 - 365 * k.k) * ${DAY_S}`)}
    from seq join (select 0 as k union all select 1) k on k.k = 0 or n % 2 = 0
    where n % 10 >= 6;`.replace("'bench_transfer'", "'bank_transfer'");
  // Past events over the last two years, in the three event cities.
  const events = `${seq(EVENTS)}
    insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity, registration_open)
    select printf('bench-e-%04d', n), printf('bench-e-%04d', n), 'Bench Event ' || n,
      case n % 3 ${EVENT_CITIES.map((c, i) => `when ${i} then '${c}'`).join(" ")} end, 'Networking', 'Load test', 'Hall', 'Street',
      ${iso(`${nowS} - (n * 730 / ${EVENTS} + 1) * ${DAY_S}`)}, ${iso(`${nowS} - (n * 730 / ${EVENTS} + 1) * ${DAY_S} + 10800`)},
      400, 0
    from seq;`;
  const perEvent = Math.ceil(REGISTRATIONS / EVENTS);
  const rsvps = `${seq(REGISTRATIONS)}
    insert into rsvps (id, event_id, user_id, name, email, phone, profession, company, status, queued_at, ticket_code,
                       cancel_token, confirmed_at, checked_in_at)
    select printf('bench-r-%06d', n), printf('bench-e-%04d', (n - 1) / ${perEvent} + 1), printf('bench-m-%06d', (n * 31) % ${MEMBERS} + 1),
      'Guest', printf('bench-r-%06d@example.com', n), '+966500000000', 'Engineer', 'Bench Co',
      case when n % 20 = 0 then 'cancelled' when n % 20 = 1 then 'waitlisted' else 'confirmed' end, n,
      printf('T-%06d', n), printf('C-%06d', n), null,
      case when n % 4 = 0 then null else ${iso(`${nowS} - 86400`)} end
    from seq;`;
  const partners = `${seq(12)}
    insert into partner_discounts (id, slug, name, discount_percent, category)
    select printf('bench-partner-%02d', n), printf('bench-partner-%02d', n), 'Partner ' || n, 10, 'Travel' from seq;`;
  const checks = `${seq(365 * 12)}
    insert into verify_checks (day, partner_id, count)
    select date(${nowS} - ((n - 1) / 12) * ${DAY_S}, 'unixepoch'), printf('bench-partner-%02d', (n - 1) % 12 + 1), n % 40 + 1 from seq;`;
  return [users, members, payments, events, rsvps, partners, checks].join("\n");
}

async function timed(url: string, cookie: string, samples: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    const body = await response.text();
    latencies.push(performance.now() - t0);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 200)}`);
  }
  return latencies.sort((a, b) => a - b);
}

const state = preparedState("sppc-bench-reports-");
let preview: Preview | undefined;
let failed = false;
try {
  const sqlFile = path.join(state.stateDir, "bench-reports.sql");
  writeFileSync(sqlFile, seedSql(Date.now()));
  const seedStarted = performance.now();
  state.d1({ file: sqlFile });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const [counts] = state.query<Record<string, number>>(
    `select (select count(*) from members) as members, (select count(*) from events) as events,
       (select count(*) from rsvps) as registrations, (select count(*) from payments) as payments`,
  );

  // The demo seed's admin signs in (the seed's members, events and payments are a few dozen rows more).
  state.run("npm", ["run", "seed", "--silent"]);
  preview = await startPreview(state);
  const { base } = preview;
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: "admin@sppc.example", password: "SPPC admin demo 2026" }),
  });
  if (!signIn.ok) throw new Error(`Admin sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

  console.log(
    `Reports benchmark: GET /api/admin/insights/*, local workerd + D1, seeded in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `  ${JSON.stringify(counts)}; ${SAMPLES} sequential requests per line (default range: 12 months)`,
  );
  for (const report of insightReports) {
    for (const query of ["", "?city=riyadh"]) {
      const url = `${base}/api/admin/insights/${report}${query}`;
      await timed(url, cookie, 5); // warm-up: the first calls compile and open the database
      const sorted = await timed(url, cookie, SAMPLES);
      const p95 = percentile(sorted, 95);
      if (p95 > GOAL_MS) failed = true;
      console.log(
        `  ${`${report}${query}`.padEnd(30)} p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms ${p95 > GOAL_MS ? "OVER GOAL" : ""}`,
      );
    }
  }
  console.log(
    failed
      ? `FAIL: a report's p95 is over ${GOAL_MS} ms`
      : `PASS: every report's p95 is at most ${GOAL_MS} ms`,
  );
} finally {
  await preview?.stop();
  state.remove();
}
if (failed) process.exitCode = 1;
