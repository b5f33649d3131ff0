// `npm run test:side-by-side`: the three Vitest projects as two Vitest runs at the same time, the app
// and worker projects (app, then worker, one file at a time) in one and the e2e project in the other.
// WHY: one Vitest run (npm test) takes a group of projects after another (sequence.groupOrder), so the
// e2e files wait for the last worker file although their server is up long before, and the e2e
// browsers mostly wait on that one server, a queue's batch or a poll: a whole run used about one of the
// machine's two cores. Side by side, the e2e files start once the server answers and the unit files
// use the CPU the browsers leave. Measured on a machine busy with four other sessions (load 13 to 19),
// it was slower, not faster: there the CPU was the limit, and the unit files, sharing it with the
// browsers, ran five to ten times slower; so npm test stays one run. Try it on an idle machine.
// Arguments go to both runs. A run narrowed to projects or files (`-- --project worker`,
// `-- tests/app/x.test.tsx`) is one plain Vitest run. A JSON report (`--outputFile.json=`) is written
// by each run beside the asked file and merged into it at the end.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

const args = process.argv.slice(2);
const vitest = path.join(import.meta.dirname, "../node_modules/vitest/vitest.mjs");

/** A project or file filter, or an option whose value follows it: then one plain run. */
const narrowed = args.some(
  (arg) => arg === "--project" || arg.startsWith("--project=") || !arg.startsWith("-"),
);

if (narrowed) {
  const child = spawn(process.execPath, [vitest, "run", ...args], { stdio: "inherit" });
  forwardSignals([child]);
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await runSideBySide();
}

type JsonReport = {
  numTotalTestSuites: number;
  numPassedTestSuites: number;
  numFailedTestSuites: number;
  numPendingTestSuites: number;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  startTime: number;
  success: boolean;
  testResults: unknown[];
};

async function runSideBySide(): Promise<void> {
  const startedAt = Date.now();
  const jsonArg = args.find((arg) => arg.startsWith("--outputFile.json=") || arg.startsWith("--outputFile="));
  const jsonFile = jsonArg?.slice(jsonArg.indexOf("=") + 1);
  const runs = [
    // One file at a time (vitest.config.ts), so the CPU-bound unit files take one core and the browsers
    // and their server keep the other: with two, three service workers' precache downloads at the e2e
    // start timed out on a busy machine and worker files ran ten times slower.
    {
      label: "app+worker",
      projects: ["app", "worker"],
      env: { SPPC_UNIT_WORKERS: process.env.SPPC_UNIT_WORKERS ?? "1" },
    },
    { label: "e2e", projects: ["e2e"], env: {} },
  ].map(({ label, projects, env }) => {
    const own = jsonFile ? `${jsonFile}.${label}` : undefined;
    const runArgs = args.map((arg) =>
      arg === jsonArg && own ? `${arg.slice(0, arg.indexOf("="))}=${own}` : arg,
    );
    const child = spawn(
      process.execPath,
      [vitest, "run", ...projects.flatMap((project) => ["--project", project]), ...runArgs],
      {
        stdio: ["ignore", "pipe", "pipe"],
        // Piped output is not a terminal: Vitest then prints whole lines (no live summary redrawn in
        // place, which two runs would tear apart); colours stay if the caller's terminal has them.
        env: { ...process.env, ...env, ...(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}) },
      },
    );
    // Line by line, so the two runs' lines never cut into each other.
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      readline.createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
        to.write(`${line}\n`);
      });
    }
    const ended = new Promise<{ label: string; code: number; seconds: number }>((resolve) =>
      child.on("exit", (code, signal) =>
        resolve({ label, code: code ?? (signal ? 1 : 0), seconds: (Date.now() - startedAt) / 1000 }),
      ),
    );
    return { child, ended, own };
  });
  forwardSignals(runs.map((run) => run.child));
  const results = await Promise.all(runs.map((run) => run.ended));

  if (jsonFile)
    mergeJsonReports(
      jsonFile,
      runs.flatMap((run) => (run.own ? [run.own] : [])),
    );
  const failed = results.filter((result) => result.code !== 0);
  console.log(
    `\nnpm test: ${results.map((r) => `${r.label} ended at ${r.seconds.toFixed(1)} s`).join(", ")}; ` +
      `whole run ${((Date.now() - startedAt) / 1000).toFixed(1)} s` +
      (failed.length ? `; FAILED: ${failed.map((r) => r.label).join(", ")}` : ""),
  );
  process.exit(failed.length ? 1 : 0);
}

function mergeJsonReports(target: string, parts: string[]): void {
  const reports = parts
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, "utf8")) as JsonReport);
  if (reports.length === 0) return;
  const sum = (key: keyof JsonReport) => reports.reduce((total, report) => total + Number(report[key]), 0);
  const [first] = reports;
  const merged: JsonReport = {
    ...first,
    numTotalTestSuites: sum("numTotalTestSuites"),
    numPassedTestSuites: sum("numPassedTestSuites"),
    numFailedTestSuites: sum("numFailedTestSuites"),
    numPendingTestSuites: sum("numPendingTestSuites"),
    numTotalTests: sum("numTotalTests"),
    numPassedTests: sum("numPassedTests"),
    numFailedTests: sum("numFailedTests"),
    numPendingTests: sum("numPendingTests"),
    numTodoTests: sum("numTodoTests"),
    startTime: Math.min(...reports.map((report) => report.startTime)),
    // A run that crashed before writing its report is not a success either.
    success: reports.length === parts.length && reports.every((report) => report.success),
    testResults: reports.flatMap((report) => report.testResults),
  };
  fs.writeFileSync(target, JSON.stringify(merged));
  for (const file of parts) fs.rmSync(file, { force: true });
}

function forwardSignals(children: ChildProcess[]): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      for (const child of children) child.kill(signal);
    });
  }
}
