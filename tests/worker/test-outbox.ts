import { env } from "cloudflare:workers";
import { mailTemplates } from "../../worker/background/mail-templates";
import { createDb } from "../../worker/db/client";
import { renderTemplatedRow } from "../../worker/email/outbox/templates";
import { createOutbox, type Outbox } from "../../worker/email/outbox/writer";

/** The outbox a local request gets: rows marked "local", ids queued on the local sppc-mail queue. */
export function localOutbox(): Outbox {
  return createOutbox(createDb(env.DB), { delivery: "local", queue: env.MAIL_QUEUE });
}

/**
 * Renders every templated row not rendered yet, as the sppc-mail consumer does before sending, so a
 * test can read the mail an RSVP wrote without waiting for the queue.
 */
export async function renderTemplatedMail(): Promise<void> {
  const db = createDb(env.DB);
  const { results } = await env.DB.prepare(
    "select id, template, params, html from email_outbox where template is not null and html = ''",
  ).all<{ id: string; template: string; params: string; html: string }>();
  for (const row of results) await renderTemplatedRow(db, mailTemplates, row);
}
