import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { signingSecret } from "../../lib/signing-secret";
import type { EmailMessage } from "../mailer";
import { replyToAddress } from "../transport";

/**
 * A templated outbox row is written without its text (subject, text and html empty, `template` and
 * `params` set) where rendering would slow the request: the RSVP hot path writes its mail in the same
 * statement batch that decides the seat. The consumer renders it from the database when it sends, so
 * the mail also tells the latest state (a seat given meanwhile, the current waitlist place).
 * A renderer answers null when there is nothing to tell any more (the registration was cancelled).
 */
export type MailTemplate = (
  db: Database,
  params: Record<string, unknown>,
  batch: MailBatch,
) => Promise<EmailMessage | null>;
export type MailTemplates = Record<string, MailTemplate>;

export type Rendered = { outcome: "rendered"; message: EmailMessage } | { outcome: "nothing-to-tell" };

/**
 * What the rows of one queue batch share, so a burst of RSVP mails costs one read for all their
 * registrations and one for their event instead of two per mail. Lives as long as the batch.
 */
export type MailBatch = {
  /** The first call with a key loads, later ones get the same promise. */
  memo: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /** The params of every row of the batch with this row's template (this row's included). */
  siblings: Record<string, unknown>[];
  /** What a renderer needs from the worker's environment. */
  context: MailContext;
};

/**
 * The environment a renderer may use: the key that signs links in the mail (a bulk mail's unsubscribe
 * link is signed when it is rendered, since 50,000 rows are written by one INSERT … SELECT), and the
 * Reply-To every mail is sent with (deliver.ts adds it; MAIL_REPLY_TO, else SUPPORT_EMAIL).
 */
export type MailContext = { signingSecret: (origin: string) => string; replyTo?: string };

/** The consumer's context, from the worker's env (tests and local runs fall back to the local secret). */
export const mailContext = (
  env: Pick<Env, "BETTER_AUTH_SECRET"> & Partial<Pick<Env, "MAIL_REPLY_TO" | "SUPPORT_EMAIL">> = {
    BETTER_AUTH_SECRET: "",
  },
): MailContext => ({
  signingSecret: (origin) => signingSecret(env as Env, origin),
  replyTo: replyToAddress(env) || undefined,
});

export function mailBatch(
  siblings: Record<string, unknown>[],
  context: MailContext = mailContext(),
): MailBatch {
  const loaded = new Map<string, Promise<unknown>>();
  return {
    siblings,
    context,
    memo: <T>(key: string, load: () => Promise<T>) => {
      let found = loaded.get(key) as Promise<T> | undefined;
      if (!found) {
        found = load();
        loaded.set(key, found);
      }
      return found;
    },
  };
}

export const templateParams = (row: { params: string | null }): Record<string, unknown> =>
  row.params ? (JSON.parse(row.params) as Record<string, unknown>) : {};

/** Renders one templated row; null for rows without a template, or already rendered. */
export async function renderTemplate(
  db: Database,
  templates: MailTemplates,
  row: { template: string | null; params: string | null; html: string },
  batch: MailBatch = mailBatch([templateParams(row)]),
): Promise<Rendered | null> {
  if (!row.template || row.html) return null;
  const render = templates[row.template];
  if (!render) throw new Error(`Unknown mail template: ${row.template}`);
  const message = await render(db, templateParams(row), batch);
  return message ? { outcome: "rendered", message } : { outcome: "nothing-to-tell" };
}

/** The SET list that stores a rendered message in its row. */
export function renderedColumns(message: EmailMessage): SQL {
  return sql`"to" = ${message.to}, subject = ${message.subject}, text = ${message.text}, html = ${message.html},
             kind = ${message.kind}, attachments = ${message.attachments ? JSON.stringify(message.attachments) : null},
             headers = ${message.headers ? JSON.stringify(message.headers) : null}`;
}

/**
 * Renders one templated row and stores the result in it, without sending (tests read the mail an RSVP
 * wrote this way). The consumer stores it together with "sent" (deliver.ts).
 */
export async function renderTemplatedRow(
  db: Database,
  templates: MailTemplates,
  row: { id: string; template: string | null; params: string | null; html: string },
): Promise<Rendered | null> {
  const rendered = await renderTemplate(db, templates, row);
  if (rendered?.outcome === "rendered")
    await db.run(sql`update email_outbox set ${renderedColumns(rendered.message)} where id = ${row.id}`);
  return rendered;
}
