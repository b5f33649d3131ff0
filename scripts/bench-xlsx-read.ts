// Memory and time of readXlsxRows (worker/domain/member-import/sheet-xlsx.ts) on a 50,000-row,
// 12-column member workbook, as the admin import reads it inside a Worker's 128 MB:
//   npm run bench:xlsx-read [-- rows]
// LibreOffice (soffice) writes the workbook from a generated CSV, with real date cells and numeric
// phones, into /tmp/sppc-bench-xlsx/ (kept between runs, never committed). Each measurement runs in a
// child Node with the heap capped by --max-old-space-size:
// - time: readXlsxRows three times, in three children, median;
// - live memory: the same steps readXlsxRows takes (readWorkbook, sheetReader, streamPart), with a full
//   garbage collection every few pieces of the sheet, so what is measured is what the read holds, not
//   garbage a roomy heap has not collected yet; then with the rows held after the read.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const rows = Number(process.argv[2] ?? 50_000);
const folder = "/tmp/sppc-bench-xlsx";
const workbook = path.join(folder, `members-${rows}.xlsx`);
const mode = process.argv[3];
const mb = (n: number) => Math.round(n / 1024 / 1024);

if (mode === "--time") await timeOnce();
else if (mode === "--live") await liveMemory();
else main();

type Measured = { failed: string } | { failed?: undefined; values: Record<string, number> };

function child(cap: number, childMode: string, flags: string[] = []): Measured {
  const run = spawnSync(
    process.execPath,
    [
      `--max-old-space-size=${cap}`,
      ...flags,
      "--import",
      "tsx",
      import.meta.filename,
      String(rows),
      childMode,
    ],
    { encoding: "utf8", timeout: 180_000 },
  );
  const line = run.stdout.split("\n").find((l) => l.startsWith("{"));
  if (run.status !== 0 || !line) {
    const why = run.error
      ? "timed out"
      : (run.stderr.split("\n").find((l) => /heap|memory|Error/i.test(l)) ?? "");
    return { failed: why || `exit ${run.status}` };
  }
  return { values: JSON.parse(line) as Record<string, number> };
}

function main() {
  if (!existsSync(workbook)) makeWorkbook();
  console.log(`${workbook}: ${(statSync(workbook).size / 1e6).toFixed(1)} MB, ${rows} rows x 12 columns`);
  const times = [0, 1, 2].map(() => child(128, "--time"));
  console.log(
    `readXlsxRows, heap capped at 128 MB: ${times.map((t) => t.failed ?? `${t.values.ms} ms`).join(", ")}`,
  );
  for (const cap of [128, 64]) {
    const live = child(cap, "--live", ["--expose-gc"]);
    if (live.failed !== undefined) {
      console.log(`heap capped at ${cap} MB: failed (${live.failed})`);
      continue;
    }
    const { baseHeap = 0, peakHeap = 0, peakBuffers = 0, heldHeap = 0 } = live.values;
    console.log(
      `heap capped at ${cap} MB: live heap before ${baseHeap} MB, peak while reading ${peakHeap} MB (+${peakHeap - baseHeap}), array buffers peak ${peakBuffers} MB; after, rows held: ${heldHeap} MB (+${heldHeap - baseHeap})`,
    );
  }
}

async function timeOnce() {
  const { readXlsxRows } = await import("../worker/domain/member-import/sheet-xlsx.ts");
  const bytes = new Uint8Array(readFileSync(workbook));
  const started = performance.now();
  const read = await readXlsxRows(bytes);
  if (read.length !== rows + 1 || read[0]?.length !== 12) throw new Error(`read ${read.length} rows`);
  console.log(JSON.stringify({ ms: Math.round(performance.now() - started) }));
}

async function liveMemory() {
  const { readWorkbook, streamPart } = await import("../worker/domain/member-import/xlsx-parts.ts");
  const { sheetReader } = await import("../worker/domain/member-import/xlsx-sheet.ts");
  const { XLSX_LIMITS } = await import("../worker/domain/member-import/sheet-xlsx.ts");
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error("run with --expose-gc");
  const bytes = new Uint8Array(readFileSync(workbook));
  collect();
  const baseHeap = mb(process.memoryUsage().heapUsed);
  let peakHeap = 0;
  let peakBuffers = 0;
  const sample = () => {
    collect();
    const usage = process.memoryUsage();
    peakHeap = Math.max(peakHeap, mb(usage.heapUsed));
    peakBuffers = Math.max(peakBuffers, mb(usage.arrayBuffers));
  };
  const book = readWorkbook(bytes);
  sample();
  const sheet = sheetReader(book, XLSX_LIMITS);
  let pieces = 0;
  streamPart(bytes, book.sheetPath, Number.MAX_SAFE_INTEGER, (text) => {
    sheet.write(text);
    if (++pieces % 5 === 0) sample();
  });
  const read = sheet.rows();
  sample();
  if (read.length !== rows + 1) throw new Error(`read ${read.length} rows`);
  collect();
  const heldHeap = mb(process.memoryUsage().heapUsed);
  console.log(JSON.stringify({ baseHeap, peakHeap, peakBuffers, heldHeap, sample: read[rows]?.join(" | ") }));
}

function makeWorkbook() {
  mkdirSync(folder, { recursive: true });
  const first = ["Ayesha", "Bilal", "عمران", "فاطمہ", "Hina", "Usman", "زینب", "Kamran", "Sana", "Farhan"];
  const last = ["Siddiqui", "Ahmed", "خان", "ملک", "Raza", "Tariq", "حسین", "Shah", "Qureshi", "Butt"];
  const jobs = ["Civil Engineer", "Accountant", "ٹیچر", "Doctor", "Architect", "Software Engineer", "مهندس"];
  const companies = [
    "Saudi Aramco",
    "SABIC",
    "STC",
    "King Fahd Hospital, Al Khobar",
    "Nahdi",
    "أرامكو السعودية",
  ];
  const cities = ["Riyadh", "riyadh ", "الرياض", "ریاض", "Al Khobar", "Jeddah", "الدمام"];
  const types = ["Premium", "Basic", "Executive"];
  const languages = ["English", "Urdu", "العربية", "اردو"];
  const day = (offset: number) => {
    const date = new Date(Date.UTC(2018, 0, 1) + offset * 86_400_000);
    return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`;
  };
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
  const lines = [
    "First Name,Last Name,Email,Mobile,Job Title,Company,City,Membership Type,Expiry Date,Membership No,Member Since,Preferred Language",
  ];
  for (let i = 0; i < rows; i++) {
    const cells = [
      first[i % first.length],
      last[(i * 7) % last.length],
      `member${i}@example.com`,
      String(966500000000 + i * 13),
      jobs[i % jobs.length],
      companies[i % companies.length],
      cities[i % cities.length],
      types[i % types.length],
      day(2_600 + (i % 1_500)),
      `SPPC-2019${String((i % 12) + 1).padStart(2, "0")}14-${String(i % 10_000).padStart(4, "0")}`,
      day(i % 2_500),
      languages[i % languages.length],
    ] as string[];
    lines.push(cells.map(quote).join(","));
  }
  const csv = path.join(folder, `members-${rows}.csv`);
  writeFileSync(csv, `${lines.join("\r\n")}\r\n`);
  // Comma, double quote, UTF-8 (76), from line 1; columns 9 and 11 are day/month/year dates (4).
  execFileSync(
    "soffice",
    [
      "-env:UserInstallation=file:///tmp/sppc-soffice-profile",
      "--headless",
      "--infilter=CSV:44,34,76,1,9/4/11/4",
      "--convert-to",
      "xlsx:Calc MS Excel 2007 XML",
      "--outdir",
      folder,
      csv,
    ],
    { stdio: "inherit" },
  );
}
