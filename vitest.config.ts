import { readFileSync } from "node:fs";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { SECRET_KEY, WEBHOOK_SECRET } from "./tests/fakes/moyasar-fake.ts";

const sourceShell = () =>
  new Response(readFileSync("./index.html", "utf8"), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

// How many app or worker files run at once: 2, one per core; `npm run test:side-by-side`
// (scripts/run-tests.ts) runs them beside the e2e files with 1, leaving a core to the browsers.
const unitWorkers = Number(process.env.SPPC_UNIT_WORKERS) || 2;
// Not Vitest's default 5 s per test: worker tests of 1 to 3 s took 6 to 8 s when the e2e browsers and
// other work shared the 2 cores, and failed. A hang still fails, in 30 s.
const unitTestTimeout = 30_000;

// One `vitest run` (npm test) runs three projects:
//   worker: integration tests inside real workerd with real local D1/R2, migrated with migrations/
//   app:    component and unit tests in happy-dom
//   e2e:    Debian's Chromium through playwright-core against the built app served locally
// tests/reporters/project-times.ts prints each project's time at the end.
export default defineConfig({
  test: {
    reporters: ["default", "./tests/reporters/project-times.ts"],
    projects: [
      {
        plugins: [
          cloudflareTest(async ({ inject }) => {
            // The payment tests talk to the run's fake of Moyasar's API (tests/worker/setup/global-setup.ts).
            const moyasarOrigin = inject("fakeMoyasarOrigin");
            return {
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  MOYASAR_API_BASE: `${moyasarOrigin}/v1`,
                  MOYASAR_SECRET_KEY: SECRET_KEY,
                  MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
                  FAKE_MOYASAR_ORIGIN: moyasarOrigin,
                  TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                  // Production refuses to start without a secret; tests of https origins need one.
                  BETTER_AUTH_SECRET: "test-only-secret-0123456789abcdefghijklmnopqrstuv",
                  // Cheap password hashing on localhost (worker/auth/password.ts); https origins keep OWASP's.
                  PASSWORD_HASH_COST: "test",
                  // The fake push service (tests/worker/push-fake-service.ts) beside two real ones, so the
                  // endpoint tests try look-alikes of a real host; production keeps wrangler.toml's list.
                  PUSH_SERVICE_HOSTS: "push.fake.example,fcm.googleapis.com,*.push.apple.com",
                },
                // Workers Assets has no built app in tests: the public pages (worker/pages/) read the
                // source index.html as their shell.
                serviceBindings: { ASSETS: sourceShell },
                // wrangler.toml's EMAIL (used for https origins) is replaced by this list, so it is repeated.
                // RESTRICTED_EMAIL accepts only this sender and recipient, as Cloudflare would: the production
                // mail adapter's test (tests/worker/cloudflare-mailer.test.ts) sends through it.
                email: {
                  send_email: [
                    { name: "EMAIL" },
                    {
                      name: "RESTRICTED_EMAIL",
                      allowed_sender_addresses: ["no-reply@sppc.sa"],
                      allowed_destination_addresses: ["member@sppc.example"],
                    },
                  ],
                },
              },
            };
          }),
        ],
        // The LibreOffice workbooks in tests/fixtures/imports, imported with `?inline` (base64 data URLs).
        assetsInclude: ["**/*.xlsx"],
        test: {
          name: "worker",
          sequence: { groupOrder: 0 },
          include: ["tests/worker/**/*.test.ts"],
          globalSetup: ["./tests/worker/setup/global-setup.ts"],
          // Two workerds (unitWorkers), one per core, each running file after file (starting one costs
          // about 5 s); each has storage of its own, and each file starts from empty storage
          // (tests/worker/setup/reset-storage.ts), so no file depends on another. One workerd, one
          // file at a time, left the second core idle for the whole project once the e2e setup was
          // done: worker and app files took 146 s one after the other in CI.
          isolate: false,
          maxWorkers: unitWorkers,
          testTimeout: unitTestTimeout,
          setupFiles: ["./tests/worker/setup/reset-storage.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "app",
          sequence: { groupOrder: 0 },
          environment: "happy-dom",
          include: ["tests/app/**/*.test.{ts,tsx}"],
          // Processes (unitWorkers) each keeping its happy-dom and imports from file to file;
          // tests/app/setup.ts cleans up after each test. Vitest runs a sequence group's projects with
          // one number of workers: the app files first, then the worker files.
          isolate: false,
          maxWorkers: unitWorkers,
          testTimeout: unitTestTimeout,
          setupFiles: ["./tests/app/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          // After the worker and app projects, four browsers at a time on the machine's 2 cores
          // (`npm run test:side-by-side` runs it in a Vitest run of its own beside them instead).
          sequence: { groupOrder: 1 },
          environment: "node",
          include: ["tests/e2e/**/*.spec.ts"],
          globalSetup: ["./tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what the page shows: its default 1 s is too short on a loaded 2-core
          // machine (a saved job's merge after sign-in failed so); a condition met earlier returns at once.
          expect: { poll: { timeout: 10_000 } },
          // Four files at a time against the one server; each file makes its own data. A browser waits
          // much of its file's time (the server, a queue's batch, a service worker's precache, a poll):
          // with two files at a time the run's processes used 0.9 of the 2 cores, with three 1.1. On a
          // quiet machine (issue 34) four took the e2e files from 190 s to 171 s and the whole `npm test`
          // to 294 s. SPPC_E2E_WORKERS overrides it (a busier machine may want 3).
          maxWorkers: Number(process.env.SPPC_E2E_WORKERS ?? 4),
          // Each of the three workers keeps its imports (playwright-core, the helpers) from file to file:
          // importing them afresh per file cost about 80 s of the files' time in a loaded run. The specs
          // keep their state in their own module and close their browsers in afterAll.
          isolate: false,
        },
      },
    ],
  },
});
