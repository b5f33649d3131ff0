import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { eventPhotos } from "../../db/schema";
import { eventPhotoUrl } from "./photos";

/** The event's newest approved photo (what its link preview shows), or null when it has none. */
export async function findEventCoverPhotoUrl(db: Database, eventId: string): Promise<string | null> {
  const row = await db
    .select({ id: eventPhotos.id })
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.status, "approved")))
    .orderBy(desc(eventPhotos.createdAt))
    .get();
  return row ? eventPhotoUrl(row.id) : null;
}
