import { env } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import { createOutbox, type Outbox } from "../../worker/email/outbox/writer";

/** The outbox a local request gets: rows marked "local", ids queued on the local sppc-mail queue. */
export function localOutbox(): Outbox {
  return createOutbox(createDb(env.DB), { delivery: "local", queue: env.MAIL_QUEUE });
}
