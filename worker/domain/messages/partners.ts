import { eq } from "drizzle-orm";
import type { MessagePartner } from "../../contract/messages";
import type { Database } from "../../db/client";
import { members, user } from "../../db/schema";
import { displayName } from "../members";
import { profilePhotoUrl } from "../profile/photo";

/** Name and photo of the member on the other side of a conversation; null when there is no such member. */
export async function findPartner(db: Database, userId: string): Promise<MessagePartner | null> {
  const row = await db
    .select({ name: user.name, first: members.firstName, last: members.lastName, photoKey: members.photoKey })
    .from(user)
    .leftJoin(members, eq(members.userId, user.id))
    .where(eq(user.id, userId))
    .get();
  if (!row) return null;
  return {
    id: userId,
    name: displayName(row.name, row.first, row.last),
    imageUrl: profilePhotoUrl(userId, row.photoKey ?? null),
  };
}
