import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { EmailMessage } from "../mailer";

/**
 * A templated outbox row is written without its text (subject, text and html empty, `template` and
 * `params` set) where rendering would slow the request: the RSVP hot path writes its mail in the same
 * statement batch that decides the seat. The consumer renders it from the database when it sends, so
 * the mail also tells the latest state (a seat given meanwhile, the current waitlist place).
 * A renderer answers null when there is nothing to tell any more (the registration was cancelled).
 */
export type MailTemplate = (db: Database, params: Record<string, unknown>) => Promise<EmailMessage | null>;
export type MailTemplates = Record<string, MailTemplate>;

export type Rendered = { outcome: "rendered"; message: EmailMessage } | { outcome: "nothing-to-tell" };

/**
 * Renders one templated row and stores the result in it (admins see what was sent, "Send again" resends
 * the same). Rows without a template, or already rendered, are left alone.
 */
export async function renderTemplatedRow(
  db: Database,
  templates: MailTemplates,
  row: { id: string; template: string | null; params: string | null; html: string },
): Promise<Rendered | null> {
  if (!row.template || row.html) return null;
  const render = templates[row.template];
  if (!render) throw new Error(`Unknown mail template: ${row.template}`);
  const message = await render(db, row.params ? (JSON.parse(row.params) as Record<string, unknown>) : {});
  if (!message) return { outcome: "nothing-to-tell" };
  await db.run(sql`
    update email_outbox
       set "to" = ${message.to}, subject = ${message.subject}, text = ${message.text}, html = ${message.html},
           kind = ${message.kind}, attachments = ${message.attachments ? JSON.stringify(message.attachments) : null}
     where id = ${row.id}`);
  return { outcome: "rendered", message };
}
