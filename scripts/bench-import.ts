// `npm run bench:import`: POST /api/admin/import-members with a generated file of BENCH_IMPORT_ROWS
// (10,000) members to the locally served worker (vite preview + workerd + local D1, in a throwaway
// state folder), signed in as an admin. Prints the time and rows per second, then the same file again
// (every row an existing member: what re-running an interrupted import costs).

import { generatedCsv } from "../tests/fixtures/imports/fixtures.ts";
import type { ImportResult } from "../worker/contract/member-import.ts";
import { type Preview, preparedState, signUpCookie, startPreview } from "./bench-server.ts";

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

const state = preparedState("sppc-bench-import-");
let preview: Preview | undefined;
try {
  preview = await startPreview(state);
  const { base } = preview;

  const cookie = await signUpCookie(base, "Bench Admin", ADMIN_EMAIL);
  state.d1({
    command: `update members set role = 'admin' where user_id = (select id from user where email = '${ADMIN_EMAIL}')`,
  });

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
  await preview?.stop();
  state.remove();
}
