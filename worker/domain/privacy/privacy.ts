import { desc, eq, sql } from "drizzle-orm";
import { type ConsentPurpose, consentPurposes } from "../../contract/enums";
import type { ConsentEntry, ConsentsAnswer, EditableConsentPurpose } from "../../contract/privacy";
import type { Database } from "../../db/client";
import { consents } from "../../db/schema";
import { recordConsents } from "./consents";

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
  const current = Object.fromEntries(consentPurposes.map((purpose) => [purpose, null])) as Record<
    ConsentPurpose,
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
