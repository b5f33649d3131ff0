import { keyRetryAfterMs, recordKeyFailure } from "../../auth/rate-limit";
import { UPLOADS_PER_HOUR } from "../../contract/photos";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";

export { UPLOADS_PER_HOUR };

/**
 * UPLOADS_PER_HOUR of one kind per member (issue 18: event photos had no limit). Counted in D1
 * (auth_attempts, shared by every worker instance, never one isolate's memory), per member and kind,
 * in a fixed window. Refused and failed attempts count too: what is limited is the work a member can
 * make us do.
 */
export const UPLOAD_WINDOW_MS = 60 * 60_000;

/**
 * Counts the upload first, then reads the count: the count is raised in one statement, so two uploads
 * racing each see their own increment and together can never pass the limit.
 */
export async function takeUploadSlot(db: Database, kind: string, userId: string, now = Date.now()) {
  const key = `upload:${kind}:${userId}`;
  await recordKeyFailure(db, key, now, UPLOAD_WINDOW_MS);
  // keyRetryAfterMs refuses once the count reaches its max; this upload is already counted, hence + 1.
  const wait = await keyRetryAfterMs(db, key, UPLOADS_PER_HOUR + 1, now, UPLOAD_WINDOW_MS);
  if (wait > 0) {
    throw new AppError(
      "rate_limited",
      `You have uploaded ${UPLOADS_PER_HOUR} photos in the last hour. Please wait a little before uploading more.`,
      { retryAfterSeconds: Math.ceil(wait / 1000) },
    );
  }
}
