import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes numbered SQL files that wrangler applies (and tests replay).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema/index.ts",
  out: "./migrations",
});
