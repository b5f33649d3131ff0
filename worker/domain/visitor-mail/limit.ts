import { type SQL, sql } from "drizzle-orm";
import { countInWindow } from "../../auth/rate-limit";
import type { Database } from "../../db/client";
import { authAttempts } from "../../db/schema";
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
 * address has an account. The count is taken in one statement per key (upsert ... returning), so
 * parallel requests cannot slip past it.
 */
export const VISITOR_MAILS_PER_RECIPIENT = 3;
export const VISITOR_MAILS_PER_ADDRESS = 20;
export const VISITOR_MAIL_WINDOW_MS = 3_600_000;

export type VisitorMailPurpose =
  | "application"
  | "registration"
  | "password-reset"
  | "verification"
  | "contact"
  | "rsvp";

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

/** One more mail for `key` this hour, answering the count and when its hour began. */
const countOne = (db: Database, key: string, now: number) =>
  countInWindow(db, key, now, VISITOR_MAIL_WINDOW_MS).returning({
    failures: authAttempts.failures,
    windowStartedAt: authAttempts.windowStartedAt,
  });

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
 * The counting of one visitor mail as statements for the caller's own D1 batch (an RSVP decides its
 * seat and writes its mail in one batch): `statements` go first, `underLimit` is a SQL condition the
 * batch's later statements add to their WHERE, and `waitMs` reads the statements' results afterwards.
 */
export async function visitorMailCount(db: Database, request: VisitorMailRequest, now = Date.now()) {
  const { purpose, recipient, client } = request;
  const keys = [{ key: await recipientKey(purpose, recipient), max: VISITOR_MAILS_PER_RECIPIENT }];
  if (client.ip) keys.push({ key: addressKey(client.ip), max: client.perAddress });
  return {
    statements: keys.map(({ key }) => countOne(db, key, now)),
    keys,
    underLimit: underLimitOf(keys),
    waitMs(results: { failures: number; windowStartedAt: number }[][]): number {
      let wait = 0;
      results.forEach(([row], index) => {
        const max = keys[index]?.max ?? 0;
        if (row && row.failures > max)
          wait = Math.max(wait, row.windowStartedAt + VISITOR_MAIL_WINDOW_MS - now);
      });
      return wait;
    },
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
  const results = await db.batch(count.statements as [ReturnType<typeof countOne>]);
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
