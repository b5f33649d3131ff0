// `npm run bench:import`: POST /api/admin/import-members with a generated community sheet of
// BENCH_IMPORT_ROWS (10,000) members with every column the import reads (tier, valid-until in mixed
// date formats, kept membership numbers, join dates, language, city spellings; tests/fixtures/imports/
// community-sheet.ts) to the locally served worker (wrangler dev + workerd + local D1, in a throwaway
// state folder), signed in as an admin. Prints the time and rows per second and the peak memory of
// workerd while importing, checks that every new member got a distinct membership number (kept or new)
// and one welcome email, then imports the same file again (every row an existing member: what
// re-running an interrupted import costs). The goal (issue 32): 10,000 rows in at most 3 s; 50,000
// (BENCH_IMPORT_ROWS=50000) within a Worker's 128 MB.

import { execFileSync } from "node:child_process";
import { communitySheetCsv } from "../tests/fixtures/imports/community-sheet.ts";
import type { ImportResult } from "../worker/contract/member-import.ts";
import { type Preview, preparedState, signUpCookie, startPreview } from "./bench-server.ts";
import { sampleWorkerdMemory } from "./workerd-memory.ts";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const ADMIN_EMAIL = "bench-admin@example.com";

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

/** One row of a query on the bench's local D1 (wrangler d1 execute --json). */
function d1Row<T>(stateDir: string, command: string): T {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", stateDir, "--json", "--command", command],
    {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    },
  );
  return (JSON.parse(out) as { results: T[] }[])[0]?.results[0] as T;
}

const state = preparedState("sppc-bench-import-");
let preview: Preview | undefined;
try {
  preview = await startPreview(state);
  const { base } = preview;

  const cookie = await signUpCookie(base, "Bench Admin", ADMIN_EMAIL);
  state.d1({
    command: `update members set role = 'admin' where user_id = (select id from user where email = '${ADMIN_EMAIL}')`,
  });

  const file = communitySheetCsv(ROWS, "bench");
  const memory = sampleWorkerdMemory(preview.processGroup);
  const first = await timedImport(base, cookie, file);
  const used = memory.stop();
  const again = await timedImport(base, cookie, file);
  // Read once the server is stopped: its mail consumer (rendering the welcomes) holds the
  // local database's lock while it runs.
  await preview.stop();
  preview = undefined;
  const numbers = d1Row<{
    members: number;
    numbered: number;
    distinct: number;
    kept: number;
    welcomes: number;
  }>(
    state.stateDir,
    `select count(*) as members, count(m.membership_id) as numbered,
            count(distinct m.membership_id) as "distinct",
            count(case when m.membership_id like 'PK-%' then 1 end) as kept,
            (select count(*) from email_outbox o where o.id in
               (select 'welcome:' || user_id from members where imported_at is not null)) as welcomes
       from members m where m.imported_at is not null`,
  );

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
  console.log(
    `  numbers:         ${numbers.numbered.toLocaleString("en")} of ${numbers.members.toLocaleString("en")} imported members numbered (${numbers.kept.toLocaleString("en")} kept from the sheet), ${numbers.distinct.toLocaleString("en")} distinct; ${numbers.welcomes.toLocaleString("en")} welcome emails in the outbox`,
  );
  console.log(
    `  memory:          workerd ${used.idleMb.toFixed(0)} MB idle, ${used.peakMb.toFixed(0)} MB at most while importing (+${(used.peakMb - used.idleMb).toFixed(0)} MB; a Worker isolate may use 128 MB)`,
  );
  const ok =
    first.result.created === ROWS &&
    again.result.created === 0 &&
    numbers.members === ROWS &&
    numbers.numbered === ROWS &&
    numbers.distinct === ROWS &&
    numbers.kept === Math.floor(ROWS / 5) &&
    numbers.welcomes === ROWS;
  console.log(ok ? "  result:   OK" : "  result:   WRONG COUNTS");
  process.exitCode = ok ? 0 : 1;
} finally {
  await preview?.stop();
  state.remove();
}
