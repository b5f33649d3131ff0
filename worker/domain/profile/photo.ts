import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import type { PhotoStore } from "../../storage/photos";
import type { Viewer } from "../members";
import { acceptImageUpload } from "../uploads/accept-image";

const KEY_PREFIX = "profile-photos";

export function profilePhotoUrl(userId: string, photoKey: string | null): string | null {
  return photoKey ? `/api/profile/photo/${userId}` : null;
}

/** The random part of the key: it changes with every upload, so it can version the photo's URL. */
export function photoVersion(photoKey: string): string {
  return photoKey.slice(photoKey.lastIndexOf("/") + 1, photoKey.lastIndexOf("."));
}

/** Cleans the photo (acceptImageUpload), stores it and drops the previous one. */
export async function replaceProfilePhoto(
  db: Database,
  store: PhotoStore,
  viewer: Viewer,
  file: File,
): Promise<Viewer> {
  const image = await acceptImageUpload(db, { kind: "profile-photo", userId: viewer.user.id, file });
  const key = `${KEY_PREFIX}/${viewer.user.id}/${crypto.randomUUID()}.${image.ext}`;
  await store.put(key, image.bytes.buffer, image.type);
  const member = await setPhotoKey(db, viewer.user.id, key);
  // Only after the profile points at the new photo, so a failure never leaves it pointing at nothing.
  // (Two uploads racing can orphan one object; it is never served and costs only storage.)
  if (viewer.member.photoKey && viewer.member.photoKey !== key) await store.delete(viewer.member.photoKey);
  return { user: viewer.user, member };
}

export async function removeProfilePhoto(db: Database, store: PhotoStore, viewer: Viewer): Promise<Viewer> {
  const member = await setPhotoKey(db, viewer.user.id, null);
  if (viewer.member.photoKey) await store.delete(viewer.member.photoKey);
  return { user: viewer.user, member };
}

async function setPhotoKey(db: Database, userId: string, photoKey: string | null) {
  const member = await db
    .update(members)
    .set({ photoKey, updatedAt: new Date().toISOString() })
    .where(eq(members.userId, userId))
    .returning()
    .get();
  if (!member) throw new Error(`No member profile for ${userId}`);
  return member;
}

export async function findPhotoKey(db: Database, userId: string): Promise<string | null> {
  const row = await db
    .select({ photoKey: members.photoKey })
    .from(members)
    .where(eq(members.userId, userId))
    .get();
  return row?.photoKey ?? null;
}
