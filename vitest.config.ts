import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { startFakeMoyasar } from "./tests/fakes/moyasar-fake.ts";

// One `vitest run` (npm test) runs three projects:
//   worker: integration tests inside real workerd with real local D1/R2, migrated with migrations/
//   app:    component and unit tests in happy-dom
//   e2e:    Debian's Chromium through playwright-core against the built app served locally
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => {
            // The payment tests talk to a local fake of Moyasar's API; webhooks are posted by the tests.
            const moyasar = await startFakeMoyasar();
            return {
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  MOYASAR_API_BASE: `${moyasar.origin}/v1`,
                  MOYASAR_SECRET_KEY: moyasar.secretKey,
                  MOYASAR_WEBHOOK_SECRET: moyasar.webhookSecret,
                  FAKE_MOYASAR_ORIGIN: moyasar.origin,
                  TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                  // Production refuses to start without a secret; tests of https origins need one.
                  BETTER_AUTH_SECRET: "test-only-secret-0123456789abcdefghijklmnopqrstuv",
                },
              },
            };
          }),
        ],
        test: {
          name: "worker",
          sequence: { groupOrder: 0 },
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "app",
          sequence: { groupOrder: 0 },
          environment: "happy-dom",
          include: ["tests/app/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/app/setup.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          // After the worker and app projects: the browser tests then have the machine's 2 cores to themselves.
          sequence: { groupOrder: 1 },
          environment: "node",
          include: ["tests/e2e/**/*.spec.ts"],
          globalSetup: ["./tests/e2e/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser at a time: the machine has 2 cores and the server is shared.
          fileParallelism: false,
        },
      },
    ],
  },
});
