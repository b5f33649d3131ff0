// `npm run bench:feed`: GET /api/posts on the locally served worker (wrangler dev + workerd + local D1,
// in a throwaway state folder) holding 100,000 posts. Prints p50/p99 for the first page and for a deep
// page (after BENCH_DEEP_PAGES pages walked by cursor). Expected: p99 under 50 ms locally.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { type Preview, percentile, preparedState, signUpCookie, startPreview } from "./bench-server.ts";

const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const DEEP_PAGES = Number(process.env.BENCH_DEEP_PAGES ?? 50);
const AUTHORS = 50;

// Authors with profiles, then POSTS posts spread over the last year (several per second at the end,
// as in a busy feed), with every type represented; generated in SQL so seeding takes seconds.
function seedSql(now: number): string {
  const authors = Array.from({ length: AUTHORS }, (_, i) => {
    const id = `bench-author-${i}`;
    return `insert into user (id, name, email, email_verified, created_at, updated_at)
      values ('${id}', 'Author ${i}', '${id}@example.com', 1, ${now}, ${now});
      insert into members (user_id, first_name, last_name, title, company, location, membership_tier)
      values ('${id}', 'Author', 'Number${i}', 'Engineer', 'Bench Co', 'riyadh', '${i % 3 === 0 ? "premium" : "basic"}');`;
  });
  const types = `case n % 4 when 0 then 'standard' when 1 then 'trade_opportunity' when 2 then 'job_posting' else 'event' end`;
  const posts = `with recursive seq(n) as (select 1 union all select n + 1 from seq where n < ${POSTS})
    insert into posts (id, author_user_id, content, post_type, metadata, tags, likes_count, created_at)
    select printf('bench-post-%06d', n), 'bench-author-' || (n % ${AUTHORS}),
      'Benchmark post number ' || n || ' about #trade and #jobs in Riyadh', ${types},
      case n % 4 when 1 then '{"timeline":"Flexible","halalRequired":false,"location":"Multiple Locations"}'
                 when 2 then '{"title":"Engineer","jobType":"Full-time","visaSponsorship":true,"remoteOk":false}'
                 when 3 then '{"title":"Meetup","eventType":"Networking","isVirtual":false,"date":"2026-12-01"}'
                 else '{}' end,
      '["trade","jobs"]', n % 7,
      strftime('%Y-%m-%dT%H:%M:%fZ', ${now / 1000} - (${POSTS} - n) * 300 / 1000.0, 'unixepoch')
    from seq;`;
  return [...authors, posts].join("\n");
}

/** The worker's own time for the list query (Server-Timing), per request timed on /api/posts. */
const serverTimes: Record<string, number[]> = {};

async function timed(url: string, cookie: string, samples: number, expectKey = "posts"): Promise<number[]> {
  const latencies: number[] = [];
  const server: number[] = [];
  serverTimes[url] = server;
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    const body = (await response.json()) as Record<string, unknown>;
    latencies.push(performance.now() - t0);
    const dur = response.headers.get("Server-Timing")?.match(/dur=([\d.]+)/)?.[1];
    if (dur) server.push(Number(dur));
    if (!response.ok || !(expectKey in body)) throw new Error(`GET ${url} answered ${response.status}`);
  }
  return latencies.sort((a, b) => a - b);
}

const line = (label: string, sorted: number[]) =>
  `  ${label.padEnd(30)} p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;

const state = preparedState("sppc-bench-feed-");
let preview: Preview | undefined;
try {
  const sqlFile = path.join(state.stateDir, "bench-posts.sql");
  writeFileSync(sqlFile, seedSql(Date.now()));
  const seedStarted = performance.now();
  state.d1({ file: sqlFile });
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  preview = await startPreview(state);
  const { base } = preview;

  const cookie = await signUpCookie(base, "Bench Reader", "bench-reader@example.com");

  // Warm-up (workerd's JIT, SQLite's page cache, the session path), then the first page.
  await timed(`${base}/api/posts`, cookie, 100);
  await timed(`${base}/api/auth/user`, cookie, 20, "id");
  const first = await timed(`${base}/api/posts`, cookie, SAMPLES);

  // Walk DEEP_PAGES pages by cursor (timing each step too), then time the page after them.
  let cursor = "";
  const walk: number[] = [];
  for (let page = 0; page < DEEP_PAGES; page++) {
    const t0 = performance.now();
    const response = await fetch(`${base}/api/posts${cursor ? `?cursor=${cursor}` : ""}`, {
      headers: { Cookie: cookie },
    });
    const body = (await response.json()) as { nextCursor: string | null };
    walk.push(performance.now() - t0);
    if (!body.nextCursor) throw new Error("The feed ended before the deep page");
    cursor = body.nextCursor;
  }
  const deep = await timed(`${base}/api/posts?cursor=${cursor}`, cookie, SAMPLES);
  // The saved-posts view of a member with two saves among the 100,000 posts.
  for (const id of ["bench-post-000010", "bench-post-050000"]) {
    await fetch(`${base}/api/posts/${id}/save`, { method: "PUT", headers: { Cookie: cookie, Origin: base } });
  }
  const saved = await timed(`${base}/api/posts?saved=true`, cookie, SAMPLES);
  // Baselines on the same server: the session check alone, and a route with no database at all.
  const session = await timed(`${base}/api/auth/user`, cookie, SAMPLES, "id");
  const health = await timed(`${base}/api/health`, "", SAMPLES, "status");

  console.log(
    `Feed benchmark: GET /api/posts (10 per page), ${POSTS.toLocaleString("en")} posts, local workerd + D1`,
  );
  console.log(`  seeded in ${seedSeconds.toFixed(1)} s; ${SAMPLES} sequential requests per line`);
  console.log(line("first page:", first));
  console.log(line(`page ${DEEP_PAGES + 1} (by cursor):`, deep));
  console.log(
    line(
      `walking pages 1-${DEEP_PAGES}:`,
      walk.sort((a, b) => a - b),
    ),
  );
  const firstUrl = `${base}/api/posts`;
  const deepUrl = `${base}/api/posts?cursor=${cursor}`;
  console.log(
    line(
      "  list query, first page:",
      (serverTimes[firstUrl] ?? []).sort((a, b) => a - b),
    ),
  );
  console.log(
    line(
      `  list query, page ${DEEP_PAGES + 1}:`,
      (serverTimes[deepUrl] ?? []).sort((a, b) => a - b),
    ),
  );
  console.log(line("saved posts (?saved=true):", saved));
  console.log(line("baseline GET /api/auth/user:", session));
  console.log(line("baseline GET /api/health:", health));
  const ok = percentile(first, 99) < 50 && percentile(deep, 99) < 50;
  console.log(ok ? "  result:   OK (p99 under 50 ms)" : "  result:   SLOW (p99 at or over 50 ms)");
  process.exitCode = ok ? 0 : 1;
} finally {
  await preview?.stop();
  state.remove();
}
