import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { HealthResponse } from "../contract/health";
import type { AppEnv } from "../env";
import { APP_VERSION } from "../version";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  let reachable = true;
  try {
    await c.var.db.run(sql`select 1`);
  } catch {
    reachable = false;
  }
  const body: HealthResponse = {
    status: reachable ? "ok" : "degraded",
    version: APP_VERSION,
    database: { reachable },
  };
  // A broken database still answers, so load balancers and people can tell "up but degraded".
  return c.json(body, reachable ? 200 : 503);
});
