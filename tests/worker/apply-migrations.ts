import { applyD1Migrations, env } from "cloudflare:test";

// The same migration files production uses; storage is isolated per test file.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
