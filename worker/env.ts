import type { Database } from "./db/client";

/** Hono generics for every sub-app: Cloudflare bindings plus per-request variables. */
export type AppEnv = {
  Bindings: Env;
  Variables: { db: Database };
};
