import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { AnySQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Database } from "../../db/client";
import {
  auditLog,
  authAttempts,
  campaignRecipients,
  campaigns,
  emailOutbox,
  idempotencyKeys,
  memberImportErrors,
  memberImports,
  pushKindsOff,
  pushOutbox,
  pushSubscriptions,
  verification,
} from "../../db/schema";
import { checkoutLinkIdKey } from "../payments/checkout-link";
import { recipientKey, VISITOR_MAIL_PURPOSES } from "../visitor-mail/limit";
import { FORMER_MEMBER_NAME } from "./erase-content";

/**
 * What identifies the member in text the platform wrote about them: their address, name and phones;
 * and the counter keys derived from them (counterKeysOf), which name neither.
 */
export type Identity = {
  userId: string;
  email: string;
  name: string;
  phones: string[];
  counterKeys: string[];
};

/**
 * Counter keys that identify the member without containing their id or address: the visitor-mail
 * counts keyed by a digest of the address (one per purpose), and the payment-link count keyed by
 * their membership number.
 */
export async function counterKeysOf(email: string, membershipId: string | null): Promise<string[]> {
  const digests = await Promise.all(VISITOR_MAIL_PURPOSES.map((purpose) => recipientKey(purpose, email)));
  return [...digests, ...(membershipId ? [checkoutLinkIdKey(membershipId)] : [])];
}

/**
 * A name is looked for only when it is a full name (two words or more): a lone first name such as
 * "Ali" also appears in mail to other people. Phones are looked for with at least 7 characters.
 */
function needlesOf(identity: Identity): string[] {
  const name = identity.name.trim();
  const needles = [identity.email.trim().toLowerCase(), ...identity.phones.map((phone) => phone.trim())];
  if (/\S\s+\S/.test(name)) needles.push(name);
  return [...new Set(needles.filter((needle) => needle.length >= 7).map((needle) => needle.toLowerCase()))];
}

/** True when any of the columns contains any of the needles (case-insensitive). */
function mentions(columns: (AnySQLiteColumn | SQL)[], needles: string[]): SQL {
  const text = sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  );
  return or(...needles.map((needle) => sql`instr(lower(${text}), ${needle}) > 0`)) ?? sql`0`;
}

/**
 * The platform's own records about the member, for the erasure batch:
 * - mail: everything addressed to them, and mail to others that quotes them (a mentor's booking
 *   notice, the contact form's copy for support); the "account deleted" confirmation is written after
 *   the batch and removed once sent (worker/email/outbox/deliver.ts);
 * - stored answers of repeatable writes (their name and post text), theirs and their visitor RSVPs';
 * - every counter (auth_attempts) about them: any key naming their id (upload limits, and whatever
 *   limit keys a member by id later: matched, not listed, so a new one cannot be forgotten) or their
 *   address (sign-in pairs, the account's count, the notice marker), and the keys derived from them
 *   (counterKeysOf); pending verification or reset tokens;
 * - import error lines about their address, and the name on imports they ran as an admin;
 * - campaigns: their place in campaigns' recipient lists, and the name on campaigns they wrote as an admin;
 * - Web Push: their devices, switches and pushes waiting for them (the account's cascade would too;
 *   named here so the erasure does not depend on it);
 * - the audit log keeps the entries (admins' accountability) with an opaque id only: as an actor their
 *   name becomes "Former member" (the one change the log's trigger allows, migrations/0016); as a
 *   target, entries only ever held their id (worker/domain/audit.ts).
 */
export function eraseMemberRecords(db: Database, identity: Identity): BatchItem<"sqlite">[] {
  const { userId } = identity;
  const address = identity.email.trim().toLowerCase();
  const needles = needlesOf(identity);
  return [
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
    db.delete(pushKindsOff).where(eq(pushKindsOff.userId, userId)),
    db.delete(pushOutbox).where(eq(pushOutbox.userId, userId)),
    db
      .delete(emailOutbox)
      .where(
        or(
          sql`lower(${emailOutbox.to}) = ${address}`,
          mentions([emailOutbox.subject, emailOutbox.text, emailOutbox.html, emailOutbox.params], needles),
        ),
      ),
    db
      .delete(idempotencyKeys)
      .where(
        or(
          eq(idempotencyKeys.scope, userId),
          and(eq(idempotencyKeys.scope, "visitor"), mentions([idempotencyKeys.responseBody], needles)),
        ),
      ),
    db
      .delete(authAttempts)
      .where(
        or(
          sql`instr(lower(${authAttempts.key}), ${address}) > 0`,
          sql`instr(${authAttempts.key}, ${userId}) > 0`,
          ...(identity.counterKeys.length > 0 ? [inArray(authAttempts.key, identity.counterKeys)] : []),
        ),
      ),
    db
      .delete(verification)
      .where(or(eq(verification.value, userId), sql`lower(${verification.identifier}) = ${address}`)),
    db.delete(memberImportErrors).where(sql`lower(${memberImportErrors.email}) = ${address}`),
    db
      .update(memberImports)
      .set({ adminName: FORMER_MEMBER_NAME })
      .where(eq(memberImports.adminUserId, userId)),
    db.delete(campaignRecipients).where(eq(campaignRecipients.userId, userId)),
    db
      .update(campaigns)
      .set({ createdByName: FORMER_MEMBER_NAME })
      .where(eq(campaigns.createdByUserId, userId)),
    db
      .update(auditLog)
      .set({ actorName: FORMER_MEMBER_NAME })
      .where(and(eq(auditLog.actorUserId, userId), ne(auditLog.actorName, FORMER_MEMBER_NAME))),
  ];
}
