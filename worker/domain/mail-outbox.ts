import { and, desc, eq, gte, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { endOfCardDay, startOfCardDay } from "../contract/membership-card";
import {
  OUTBOX_PAGE_SIZE,
  type OutboxAttachment,
  type OutboxList,
  type OutboxQuery,
} from "../contract/outbox";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Outbox } from "../email/outbox/writer";
import { AppError } from "../errors";
import { fromBase64url } from "../lib/base64url";

// Past every character an address can hold, so [q, q + END) is "starts with q" as an index range.
const PREFIX_END = "\u{10FFFF}";
const lowerTo = sql`lower(${emailOutbox.to})`;

/** See outboxQuerySchema: "@" means a prefix (index range on lower(to)), else anywhere in the address. */
function recipientMatches(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (q.includes("@")) return sql`${lowerTo} >= ${q} and ${lowerTo} < ${q + PREFIX_END}`;
  return sql`instr(${lowerTo}, ${q}) > 0`;
}

// Keyset paging on (createdAt, id), newest first: mail written meanwhile never shifts a page.
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = cursor.split("~");
  if (!createdAt || !id)
    throw new AppError("validation_failed", "Check the filters", { cursor: ["Invalid cursor"] });
  return or(
    lt(emailOutbox.createdAt, createdAt),
    and(eq(emailOutbox.createdAt, createdAt), lt(emailOutbox.id, id)),
  );
}

// Names, types and sizes from the stored JSON inside SQLite, so a page never carries the contents.
// Base64 without line breaks: 3 bytes per 4 characters, less the "=" padding.
const attachmentList = sql<string>`(select json_group_array(json_object(
    'filename', json_extract(f.value, '$.filename'),
    'type', json_extract(f.value, '$.type'),
    'size', length(json_extract(f.value, '$.content')) / 4 * 3
      - (length(json_extract(f.value, '$.content')) - length(rtrim(json_extract(f.value, '$.content'), '='))))
  ) from json_each(${emailOutbox.attachments}) f)`;

/**
 * A page of /admin/outbox, newest first, filtered by recipient, kind, Riyadh days and failure. Bodies
 * are only shown for local mail: a production body may hold someone's sign-in or password link, which
 * no admin may read.
 */
export async function listOutbox(
  db: Database,
  query: OutboxQuery,
  options: { withBodies: boolean },
): Promise<OutboxList> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      kind: emailOutbox.kind,
      delivery: emailOutbox.delivery,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      queuedAt: emailOutbox.queuedAt,
      sentAt: emailOutbox.sentAt,
      createdAt: emailOutbox.createdAt,
      headers: emailOutbox.headers,
      files: attachmentList,
      ...(options.withBodies ? { text: emailOutbox.text, html: emailOutbox.html } : {}),
    })
    .from(emailOutbox)
    .where(
      and(
        recipientMatches(query.q),
        query.kind ? eq(emailOutbox.kind, query.kind) : undefined,
        query.since ? gte(emailOutbox.createdAt, startOfCardDay(query.since)) : undefined,
        query.until ? lte(emailOutbox.createdAt, endOfCardDay(query.until)) : undefined,
        query.status === "failed" ? eq(emailOutbox.status, "failed") : undefined,
        afterCursor(query.cursor),
      ),
    )
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE + 1);
  const counted = await db.get<{ failed: number }>(
    sql`select count(*) as failed from email_outbox where status = 'failed'`,
  );
  const page = rows.slice(0, OUTBOX_PAGE_SIZE);
  const last = page.at(-1);
  return {
    messages: page.map(({ files, headers, ...row }) => ({
      ...row,
      headers: headers ?? {},
      attachments: (JSON.parse(files) as Omit<OutboxAttachment, "index">[]).map((file, index) => ({
        ...file,
        index,
      })),
    })),
    failed: counted?.failed ?? 0,
    nextCursor: rows.length > OUTBOX_PAGE_SIZE && last ? `${last.createdAt}~${last.id}` : null,
  };
}

/** One attachment of one mail as it was sent, for GET /api/admin/outbox/:id/attachments/:index. */
export async function outboxAttachment(
  db: Database,
  id: string,
  index: number,
): Promise<{ filename: string; type: string; bytes: Uint8Array }> {
  const row = await db.get<{ filename: string | null; type: string | null; content: string | null }>(
    sql`select json_extract(attachments, ${`$[${index}].filename`}) as filename,
               json_extract(attachments, ${`$[${index}].type`}) as type,
               json_extract(attachments, ${`$[${index}].content`}) as content
          from email_outbox where id = ${id}`,
  );
  if (!row || row.content === null) throw new AppError("not_found", "No such attachment");
  return {
    filename: row.filename ?? "attachment",
    type: row.type ?? "", // Standard base64 is base64url with two other letters; atob reads either.
    bytes: fromBase64url(row.content),
  };
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
