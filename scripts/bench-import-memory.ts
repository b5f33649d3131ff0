// `npm run bench:import-memory [-- rows]`: what the member import holds in memory for a 50,000-row
// community sheet, in a Node heap capped at a Worker's 128 MB (workerd has no memory reading of its
// own, and bench:import's workerd figure counts the whole runtime: D1's cache, the mail consumer).
// It runs the import's own steps without a database: the sheet read (bytes, text, records), every row
// checked, then the chunk loop's outcomes and answer. Live heap is read after a full garbage collection
// at each step, so it is what the import really holds; surviving the cap is the proof.
import v8 from "node:v8";
import { communitySheetCsv } from "../tests/fixtures/imports/community-sheet.ts";
import { mapHeader } from "../worker/domain/member-import/columns.ts";
import { readMemberSheet } from "../worker/domain/member-import/read-sheet.ts";
import { ImportReport } from "../worker/domain/member-import/report.ts";
import { checkRecord, markDuplicates } from "../worker/domain/member-import/rows.ts";
import { tierWordsFrom } from "../worker/domain/member-import/values.ts";

const ROWS = Number(process.argv[2] ?? 50_000);
const CHUNK = 500;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("Run with --expose-gc (npm run bench:import-memory does)");

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
function live(): number {
  gc?.();
  return process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
}

const heapLimit = v8.getHeapStatistics().heap_size_limit;
const started = performance.now();
const base = live();
let bytes: Uint8Array | null = communitySheetCsv(ROWS, "memory");
const fileSize = bytes.length;
const withFile = live();
const sheet = await readMemberSheet(bytes);
bytes = null; // the route's copy goes once the sheet is read
const afterRead = live();
const header = mapHeader(sheet.header);
const context = {
  tiers: tierWordsFrom([
    { id: "basic", name: "Basic", nameAr: "الأساسية", nameUr: "بنیادی" },
    { id: "premium", name: "Premium", nameAr: "المميزة", nameUr: "پریمیم" },
    { id: "executive", name: "Executive", nameAr: "التنفيذية", nameUr: "ایگزیکٹو" },
  ]),
  today: new Date().toISOString().slice(0, 10),
};
const checks = markDuplicates(
  sheet.records.map((record) => checkRecord(record, header.columns, sheet.header.length, context)),
);
sheet.records.length = 0; // checkSheet's records are local to it: gone once the rows are checked
const afterChecks = live();
const failed = checks.filter((check) => !check.ok).length;

const report = new ImportReport("en");
let peakLoop = 0;
while (checks.length > 0) {
  const chunk = checks.splice(0, CHUNK);
  report.add(
    chunk.map((check) => ({
      item: {
        line: check.ok ? check.row.line : check.line,
        firstName: check.ok ? check.row.firstName : check.firstName,
        lastName: check.ok ? check.row.lastName : check.lastName,
        email: check.ok ? check.row.email : check.email,
        status: check.ok ? ("success" as const) : ("failed" as const),
      },
    })),
  );
  if (report.created % 10_000 < CHUNK) peakLoop = Math.max(peakLoop, live());
}
const answer = JSON.stringify({ errors: report.errors, imported: report.imported });
const atEnd = live();
const seconds = (performance.now() - started) / 1000;

console.log(
  `Import memory: ${ROWS.toLocaleString("en")} rows, ${mb(fileSize)} CSV, heap limit ${mb(heapLimit)} (a Worker: 128 MB)`,
);
console.log(`  the file:              ${mb(withFile - base)}`);
console.log(`  sheet read (records):  ${mb(afterRead - base)}`);
console.log(`  rows checked:          ${mb(afterChecks - base)} (${failed} refused)`);
console.log(`  writing, chunk by chunk: at most ${mb(peakLoop - base)}`);
console.log(`  the answer:            ${mb(atEnd - base)} (${mb(answer.length * 2)} of JSON)`);
console.log(`  peak resident set:     ${mb(process.resourceUsage().maxRSS * 1024)}; ${seconds.toFixed(1)} s`);
process.exitCode = failed === 0 && report.created === ROWS ? 0 : 1;
