import { desc, eq, sql } from "drizzle-orm";
import {
  type ConsentEntry,
  type ConsentPurposeName,
  type ConsentsAnswer,
  consentPurposeList,
  type EditableConsentPurpose,
} from "../contract/privacy";
import type { Database } from "../db/client";
import { type ConsentPurpose, consents } from "../db/schema";
import { recordConsents } from "./consents";

// The contract repeats the table's purpose list (it may not import worker code); fail to compile if they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const purposesMatch: Same<ConsentPurpose, ConsentPurposeName> = true;
void purposesMatch;

type ConsentRow = typeof consents.$inferSelect;

export const toConsentEntry = (row: ConsentRow): ConsentEntry => ({
  purpose: row.purpose,
  granted: row.granted,
  method: row.method,
  policyVersion: row.policyVersion,
  at: row.createdAt,
});

/** Every ledger row of the member, newest first (ties keep insertion order reversed). */
export async function consentHistory(db: Database, userId: string): Promise<ConsentEntry[]> {
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.userId, userId))
    .orderBy(desc(consents.createdAt), sql`rowid desc`);
  return rows.map(toConsentEntry);
}

/** The latest row per purpose is the member's current choice (the ledger is never updated). */
export async function consentsOf(db: Database, userId: string): Promise<ConsentsAnswer> {
  const history = await consentHistory(db, userId);
  const current = Object.fromEntries(consentPurposeList.map((purpose) => [purpose, null])) as Record<
    ConsentPurposeName,
    ConsentEntry | null
  >;
  for (const entry of history) current[entry.purpose] ??= entry;
  return { current, history };
}

/** A change on /privacy-settings: appended, never overwriting the earlier choice. */
export async function changeConsent(
  db: Database,
  userId: string,
  purpose: EditableConsentPurpose,
  granted: boolean,
): Promise<ConsentsAnswer> {
  await recordConsents(db, userId, [purpose], granted, "preferences");
  return consentsOf(db, userId);
}
