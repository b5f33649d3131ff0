import { UPLOADS_PER_HOUR } from "../../contract/photos";
import type { Database } from "../../db/client";
import { requireSlots } from "../../lib/limits";

export { UPLOADS_PER_HOUR };

/**
 * UPLOADS_PER_HOUR of one kind per member (issue 18: event photos had no limit). Counted in D1
 * (auth_attempts, shared by every worker instance, never one isolate's memory), per member and kind,
 * in a fixed window. Refused and failed attempts count too: what is limited is the work a member can
 * make us do.
 */
export const UPLOAD_WINDOW_MS = 60 * 60_000;

/** Counts the upload and refuses it past the limit, in one round trip (lib/limits.ts takeSlots). */
export async function takeUploadSlot(db: Database, kind: string, userId: string, now = Date.now()) {
  await requireSlots(
    db,
    [{ key: `upload:${kind}:${userId}`, max: UPLOADS_PER_HOUR, windowMs: UPLOAD_WINDOW_MS }],
    now,
    `You have uploaded ${UPLOADS_PER_HOUR} photos in the last hour. Please wait a little before uploading more.`,
  );
}
