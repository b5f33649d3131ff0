import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { boundSql, type Database, sqlOnce } from "../../db/client";
import { AppError } from "../../errors";
import { LOCAL_CLIENT } from "../../lib/client-ip";

/**
 * Mail a visitor (not signed in) can make us send to an address they typed: a membership
 * application's receipt, a registration's confirmation link, a password reset, a contact form's
 * receipt, an RSVP's ticket. Without a limit a script makes the platform mail anyone as often as it
 * likes (issue 18). Two counts, in one fixed hour kept in D1 (auth_attempts, shared by every worker
 * instance, never one isolate's memory):
 * - per recipient and purpose: a few an hour (a person registers, resets or applies once or twice;
 *   per purpose, so a real visitor who registers and then RSVPs is never refused the second mail);
 * - per client address, across purposes: one address cannot spray many inboxes. Shared addresses
 *   (a carrier's NAT, an office) are why it is larger. Skipped when the address is unknown: one
 *   "unknown" bucket would let anyone lock every such visitor out.
 * Both counts go up on every attempt, found account or not, so a refusal never tells whether the
 * address has an account. The counts are taken in one statement (a multi-row upsert ... returning),
 * so parallel requests cannot slip past them.
 */
export const VISITOR_MAILS_PER_RECIPIENT = 3;
export const VISITOR_MAILS_PER_ADDRESS = 20;
export const VISITOR_MAIL_WINDOW_MS = 3_600_000;

/** Every purpose, so an erasure can find each of an address's counts (erase-records.ts). */
export const VISITOR_MAIL_PURPOSES = [
  "application",
  "registration",
  "password-reset",
  "verification",
  "contact",
  "rsvp",
] as const;
export type VisitorMailPurpose = (typeof VISITOR_MAIL_PURPOSES)[number];

/** Who asks: the client's address and how many mails it may ask for an hour. */
export type MailClient = { ip: string | null; perAddress: number };

/**
 * The client of a request: the per-address limit can be raised only by configuration (see env). The
 * local key (no edge vouched for the address) is the unknown bucket, so it has no per-address count.
 */
export function mailClient(ip: string | null, configured?: string): MailClient {
  const raised = Number(configured);
  return {
    ip: ip === LOCAL_CLIENT ? null : ip,
    perAddress: Number.isSafeInteger(raised) && raised > 0 ? raised : VISITOR_MAILS_PER_ADDRESS,
  };
}

/**
 * The recipient's count is keyed by a digest of the address, not the address: the table keeps no
 * email, so deleting an account (or exporting it) has nothing here to find.
 */
export async function recipientKey(purpose: VisitorMailPurpose, recipient: string): Promise<string> {
  const bytes = new TextEncoder().encode(recipient.trim().toLowerCase());
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  const hex = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `visitor-mail:${purpose}:${hex}`;
}
export const addressKey = (ip: string) => `visitor-mail-ip:${ip}`;

type VisitorMailRequest = { purpose: VisitorMailPurpose; recipient: string; client: MailClient };

/**
 * The key of the mail kick (worker/email/outbox/kick.ts), counted beside a visitor's mail in the same
 * statement: the first count of a window, by D1's clock, is the request that kicks the queue.
 */
export const MAIL_KICK_KEY = "mail-kick:visitor";

/**
 * One more count for each key, and for the mail kick if asked, in ONE statement (a multi-row upsert;
 * each statement in a D1 batch has its own cost), its text built once per shape (sqlOnce). Each row
 * starts a new window once its own window has passed: an hour for the visitor's counts, read on the
 * worker's clock (`now`); for the kick `kickWindowMs` on D1's clock, so "the first of a window" is
 * decided where the mail rows are committed.
 */
function countStatement(keyCount: number, kickWindowMs: number | null) {
  return sqlOnce(`visitor-mail:count:${keyCount}:${kickWindowMs}`, () => {
    const rows = Array.from(
      { length: keyCount },
      (_, index) => sql`(${sql.placeholder(`key${index}`)}, ${sql.placeholder("now")}, 1)`,
    );
    // D1's clock in milliseconds ('now' has millisecond precision in SQLite).
    if (kickWindowMs !== null)
      rows.push(sql`(${MAIL_KICK_KEY}, cast((julianday('now') - 2440587.5) * 86400000 as integer), 1)`);
    const windowMs =
      kickWindowMs === null
        ? sql`${VISITOR_MAIL_WINDOW_MS}`
        : sql`(case when auth_attempts.key = ${MAIL_KICK_KEY} then ${kickWindowMs} else ${VISITOR_MAIL_WINDOW_MS} end)`;
    const passed = sql`excluded.window_started_at - auth_attempts.window_started_at >= ${windowMs}`;
    return sql`insert into auth_attempts (key, window_started_at, failures) values ${sql.join(rows, sql`, `)}
      on conflict (key) do update set
        failures = case when ${passed} then 1 else auth_attempts.failures + 1 end,
        window_started_at = case when ${passed} then excluded.window_started_at else auth_attempts.window_started_at end
      returning key, failures, window_started_at`;
  });
}

type CountRow = { key: string; failures: number; window_started_at: number };

/**
 * The counting of one visitor mail as a statement for the caller's own D1 batch (an RSVP decides its
 * seat and writes its mail in one batch): `statements` go first, `underLimit` is a SQL condition the
 * batch's later statements add to their WHERE, and `waitMs` reads the statement's result afterwards.
 * With `kickWindowMs`, the same statement also claims the mail kick: `kicked` says whether this
 * request was the first of its window (and so must send the kick, whatever else happens).
 */
export async function visitorMailCount(
  db: Database,
  request: VisitorMailRequest,
  now = Date.now(),
  kickWindowMs: number | null = null,
) {
  const { purpose, recipient, client } = request;
  const keys = [{ key: await recipientKey(purpose, recipient), max: VISITOR_MAILS_PER_RECIPIENT }];
  if (client.ip) keys.push({ key: addressKey(client.ip), max: client.perAddress });
  const values: Record<string, unknown> = { now };
  keys.forEach(({ key }, index) => {
    values[`key${index}`] = key;
  });
  const rowsOf = (results: unknown[]) => (results[0] as { results?: CountRow[] } | undefined)?.results ?? [];
  return {
    statements: [boundSql(db, countStatement(keys.length, kickWindowMs), values)],
    keys,
    underLimit: underLimitOf(keys),
    /** The milliseconds until the fuller count starts a new hour, or 0 when the mail may be sent. */
    waitMs(results: unknown[]): number {
      let wait = 0;
      for (const row of rowsOf(results)) {
        const max = keys.find(({ key }) => key === row.key)?.max;
        if (max !== undefined && row.failures > max)
          wait = Math.max(wait, row.window_started_at + VISITOR_MAIL_WINDOW_MS - now);
      }
      return wait;
    },
    kicked: (results: unknown[]) =>
      rowsOf(results).some((row) => row.key === MAIL_KICK_KEY && row.failures === 1),
  };
}

/**
 * The SQL condition "every count is within its limit", read after the counts in the same batch. The
 * keys and limits may be placeholders (sql.placeholder), for a statement whose text is built once.
 */
export const underLimitOf = (keys: { key: unknown; max: unknown }[]): SQL =>
  sql.join(
    keys.map(({ key, max }) => sql`(select failures from auth_attempts where key = ${key}) <= ${max}`),
    sql` and `,
  );

/**
 * Counts one mail a visitor asks for; answers 0 when it may be sent, else the milliseconds until
 * the fuller of the two counts starts a new hour (then nothing may be sent).
 */
export async function takeVisitorMail(
  db: Database,
  request: VisitorMailRequest,
  now = Date.now(),
): Promise<number> {
  const count = await visitorMailCount(db, request, now);
  const results = await db.batch(count.statements as [BatchItem<"sqlite">]);
  return count.waitMs(results);
}

/** The refusal a visitor reads when a mail they asked for would pass a limit (the app translates it). */
export function visitorMailRefusal(waitMs: number): AppError {
  return new AppError(
    "rate_limited",
    "We have sent several emails to this address in the last hour. Please wait a little and try again.",
    { retryAfterSeconds: Math.ceil(waitMs / 1000) },
  );
}

/** The 429 a visitor reads when a mail they asked for would pass a limit (the app translates it). */
export async function requireVisitorMail(
  db: Database,
  request: VisitorMailRequest,
  now = Date.now(),
): Promise<void> {
  const wait = await takeVisitorMail(db, request, now);
  if (wait > 0) throw visitorMailRefusal(wait);
}
