import { Hono } from "hono";
import type { HealthResponse } from "../contract/health";
import { databaseReachable } from "../domain/health";
import type { AppEnv } from "../env";
import { APP_VERSION } from "../version";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const reachable = await databaseReachable(c.var.db);
  const body: HealthResponse = {
    status: reachable ? "ok" : "degraded",
    version: APP_VERSION,
    database: { reachable },
  };
  // A broken database still answers, so load balancers and people can tell "up but degraded".
  return c.json(body, reachable ? 200 : 503);
});
