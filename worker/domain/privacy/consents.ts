import type { Database } from "../../db/client";
import { type ConsentPurpose, consents } from "../../db/schema";

/** The privacy policy version members consent to (its "last updated" date). */
export const POLICY_VERSION = "2024-12-21";

export async function recordConsents(
  db: Database,
  userId: string,
  purposes: ConsentPurpose[],
  granted: boolean,
  method: string,
): Promise<void> {
  if (purposes.length === 0) return;
  await db
    .insert(consents)
    .values(purposes.map((purpose) => ({ userId, purpose, granted, method, policyVersion: POLICY_VERSION })));
}
