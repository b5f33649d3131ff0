import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createDb } from "./db/client";
import type { AppEnv } from "./env";
import { AppError } from "./errors";
import { authRoutes } from "./routes/auth";
import { eventRoutes } from "./routes/events";
import { healthRoutes } from "./routes/health";
import { membershipRoutes } from "./routes/membership";

const app = new Hono<AppEnv>().basePath("/api");

app.use(secureHeaders());
app.use(async (c, next) => {
  c.set("db", createDb(c.env.DB));
  await next();
});

const routes = app
  .route("/health", healthRoutes)
  .route("/events", eventRoutes)
  .route("/membership", membershipRoutes)
  .route("/", authRoutes);

app.notFound((c) => c.json(new AppError("not_found", "No such API endpoint").toBody(), 404));

app.onError((err, c) => {
  if (err instanceof AppError) return c.json(err.toBody(), err.status);
  console.error("Unhandled API error", err);
  return c.json(new AppError("internal", "Something went wrong on our side").toBody(), 500);
});

export type AppType = typeof routes;
export default app;
