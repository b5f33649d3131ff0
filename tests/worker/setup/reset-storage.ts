// Runs before every worker test file: the same migration files production uses (read by
// vitest.config.ts; applied once per workerd), then empty tables and an empty photo bucket, so no file
// depends on what another one left behind.
import type { D1Migration } from "cloudflare:test";
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { emptyBucket, emptyDatabase } from "./storage";

const { TEST_MIGRATIONS } = env as Env & { TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(env.DB, TEST_MIGRATIONS);
await emptyDatabase(env.DB);
await emptyBucket(env.PHOTOS);
