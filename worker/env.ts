import type { Auth } from "./auth/auth";
import type { Database } from "./db/client";
import type { Viewer } from "./domain/members";
import type { Outbox } from "./email/outbox/writer";

/** Hono generics for every sub-app: Cloudflare bindings plus per-request variables. */
export type AppEnv = {
  Bindings: Env;
  /** viewer: undefined until looked up, then the signed-in member or null (see auth/guards.ts). */
  Variables: {
    db: Database;
    /** Mail written during this request; queued after the answer (worker/index.ts). */
    mailer: Outbox;
    auth: Auth;
    viewer?: Viewer | null;
    /** Set by an admin route that wrote its own detailed audit entry (worker/domain/audit.ts). */
    audited?: boolean;
  };
};
