import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { type PushKind, type PushSettings, type PushSubscriptionInput, pushKinds } from "../../contract/push";
import type { Database } from "../../db/client";
import { pushKindsOff, pushSubscriptions } from "../../db/schema";
import { AppError } from "../../errors";
import { pushEndpointProblem } from "./endpoint-policy";

/** Devices a member may turn push on for: each push is one request per device. */
export const MAX_PUSH_DEVICES = 10;

/**
 * Turns push on for this device, if its endpoint is a known push service's (endpoint-policy.ts). The
 * endpoint is the device's: subscribing it again (new keys, or another member signed in on the same
 * phone) moves the one row to the member asking now. A member's 11th device pushes out their oldest,
 * in the same batch, so no two requests together leave more than ten.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  allowedHosts: readonly string[],
) {
  const problem = pushEndpointProblem(input.endpoint, allowedHosts);
  if (problem) throw new AppError("validation_failed", problem, { endpoint: [problem] });
  const row = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await db.batch([
    db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row }),
    // Oldest by subscription time, then by rowid for devices added within the same millisecond.
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.userId, userId),
          notInArray(
            pushSubscriptions.endpoint,
            db
              .select({ endpoint: pushSubscriptions.endpoint })
              .from(pushSubscriptions)
              .where(eq(pushSubscriptions.userId, userId))
              .orderBy(desc(pushSubscriptions.createdAt), sql`rowid desc`)
              .limit(MAX_PUSH_DEVICES),
          ),
        ),
      ),
  ]);
}

/** Turns push off for this device: only the member's own row is removed. */
export async function removeSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** A kind on (the default) or off for all the member's devices. */
export async function setPushKind(db: Database, userId: string, kind: PushKind, enabled: boolean) {
  if (enabled) {
    await db.delete(pushKindsOff).where(and(eq(pushKindsOff.userId, userId), eq(pushKindsOff.kind, kind)));
  } else {
    await db.insert(pushKindsOff).values({ userId, kind }).onConflictDoNothing();
  }
}

export async function pushSettings(db: Database, userId: string): Promise<PushSettings> {
  const [off, devices] = await Promise.all([
    db.select({ kind: pushKindsOff.kind }).from(pushKindsOff).where(eq(pushKindsOff.userId, userId)),
    db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  const offKinds = new Set(off.map((row) => row.kind));
  const kinds = Object.fromEntries(pushKinds.map((kind) => [kind, !offKinds.has(kind)])) as Record<
    PushKind,
    boolean
  >;
  return { kinds, endpoints: devices.map((row) => row.endpoint) };
}
