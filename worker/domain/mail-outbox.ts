import { desc, eq, sql } from "drizzle-orm";
import type { OutboxList } from "../contract/outbox";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Outbox } from "../email/outbox/writer";
import { AppError } from "../errors";

const LIST_LIMIT = 100;

/**
 * The newest outbox rows for /admin/outbox, failed first when `failedOnly`. Bodies are only shown for
 * local mail: a production body may hold someone's sign-in or password link, which no admin may read.
 */
export async function listOutbox(
  db: Database,
  options: { withBodies: boolean; failedOnly: boolean },
): Promise<OutboxList> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(options.failedOnly ? eq(emailOutbox.status, "failed") : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(LIST_LIMIT);
  const counted = await db.get<{ failed: number }>(
    sql`select count(*) as failed from email_outbox where status = 'failed'`,
  );
  const messages = rows.map(({ text, html, attachments: _files, leaseUntil: _lease, ...row }) =>
    options.withBodies ? { ...row, text, html } : row,
  );
  return { messages, failed: counted?.failed ?? 0 };
}

/** "Send again" for a failed row: back to pending with fresh attempts, queued after the response. */
export async function resendMail(db: Database, outbox: Outbox, id: string): Promise<void> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, lastError: null, queuedAt: null })
    .where(sql`${emailOutbox.id} = ${id} and ${emailOutbox.status} = 'failed'`)
    .returning({ id: emailOutbox.id });
  if (!row) throw new AppError("conflict", "Only failed mail can be sent again");
  outbox.requeue(id);
}
