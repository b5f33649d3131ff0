// `npm run bench:xlsx`: the members .xlsx export of BENCH_XLSX_ROWS (50,000) generated members
// (tests/fixtures/member-export-rows.ts) with the export's real columns, in chunks of 1,000 as the route
// reads them, streamed through worker/lib/xlsx-stream.ts in Node with a 128 MB heap (a Worker's memory).
// Prints the time, the file's size and the peaks of the heap, of ArrayBuffers (fflate's buffers live
// outside the heap) and of the RSS, sampled every 5 ms, after each chunk and after each piece of output.
// Run with `node --expose-gc` also to see what is alive between chunks (a GC before each). With
// BENCH_XLSX_OUT=path the file is also saved (and held in memory until the end). The goal (issue 32):
// one file of 50,000 members within 128 MB; write-excel-file's in-memory workbook took about 535 MB.
import { writeFileSync } from "node:fs";
import { memoryUsage } from "node:process";
import { generatedMember } from "../tests/fixtures/member-export-rows";
import { memberExportXlsx } from "../worker/domain/admin-members/export-columns";

const ROWS = Number(process.env.BENCH_XLSX_ROWS ?? 50_000);
const CHUNK = 1000;
const out = process.env.BENCH_XLSX_OUT;

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (value: number) => `${(value / 1_048_576).toFixed(1)} MB`;
const before = memoryUsage();
/** Peaks of heapUsed, of ArrayBuffers (fflate's buffers, outside the heap), and of RSS. */
const peak = { heap: 0, arrayBuffers: 0, rss: 0, liveHeap: 0 };
const sample = () => {
  const now = memoryUsage();
  peak.heap = Math.max(peak.heap, now.heapUsed);
  peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  peak.rss = Math.max(peak.rss, now.rss);
};

async function* chunks() {
  for (let start = 0; start < ROWS; start += CHUNK) {
    // With --expose-gc: what is still alive between chunks (the writer's state and one chunk of rows).
    if (gc) {
      gc();
      peak.liveHeap = Math.max(peak.liveHeap, memoryUsage().heapUsed);
    }
    sample();
    // A chunk is built when the writer asks for it, as the route reads one from D1.
    yield Array.from({ length: Math.min(CHUNK, ROWS - start) }, (_, offset) =>
      generatedMember(start + offset),
    );
    sample();
  }
}

const sampler = setInterval(sample, 5);
const started = performance.now();
const parts: Uint8Array[] = [];
let bytes = 0;
const reader = memberExportXlsx(chunks()).getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.length;
  if (out) parts.push(value);
  sample();
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
if (out) writeFileSync(out, Buffer.concat(parts));
console.log(
  [
    `${ROWS.toLocaleString("en")} members: ${seconds.toFixed(2)} s, file ${mb(bytes)}`,
    `heap used: ${mb(before.heapUsed)} before, peak ${mb(peak.heap)}${gc ? `, live between chunks at most ${mb(peak.liveHeap)}` : ""}`,
    `ArrayBuffers: ${mb(before.arrayBuffers)} before, peak ${mb(peak.arrayBuffers)}`,
    `RSS: ${mb(before.rss)} before, peak ${mb(peak.rss)}`,
  ].join("\n"),
);
