import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { pushKindsOff, pushSubscriptions } from "../../db/schema";

/**
 * The data export's Web Push part: the devices push is on for (the push service's address and when;
 * the encryption keys are secrets of the device and left out) and the kinds switched off.
 */
export async function exportMemberPush(db: Database, userId: string) {
  const [devices, off] = await Promise.all([
    db
      .select({ endpoint: pushSubscriptions.endpoint, since: pushSubscriptions.createdAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
    db.select({ kind: pushKindsOff.kind }).from(pushKindsOff).where(eq(pushKindsOff.userId, userId)),
  ]);
  return { devices, kindsSwitchedOff: off.map((row) => row.kind) };
}
