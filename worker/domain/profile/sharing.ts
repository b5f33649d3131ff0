import { and, desc, eq, sql } from "drizzle-orm";
import { displayTier } from "../../contract/enums";
import type { PublicProfile } from "../../contract/profile";
import type { Database } from "../../db/client";
import { consents, members } from "../../db/schema";
import { hasAsked } from "../network/connection-status";
import { isConnected } from "./connections";
import { profilePhotoUrl } from "./photo";

/** True when the member's latest profile_sharing choice in the consent ledger is a grant. */
export async function sharesProfile(db: Database, userId: string): Promise<boolean> {
  const latest = await db
    .select({ granted: consents.granted })
    .from(consents)
    .where(and(eq(consents.userId, userId), eq(consents.purpose, "profile_sharing")))
    // Two rows in the same millisecond: the one inserted last is the member's latest word.
    .orderBy(desc(consents.createdAt), desc(sql`rowid`))
    .limit(1)
    .get();
  return latest?.granted === true;
}

/**
 * The public card, or null when the member does not exist or has not agreed to share it. A member who
 * asked the viewer to connect, or is connected with them, showed themselves to that viewer: their card
 * opens for them even without sharing, so a request can be answered from it.
 */
export async function findPublicProfile(
  db: Database,
  userId: string,
  viewerId?: string | null,
): Promise<PublicProfile | null> {
  const known = async (viewer: string) =>
    (await isConnected(db, userId, viewer)) || (await hasAsked(db, userId, viewer));
  if (!(await sharesProfile(db, userId)) && !(viewerId && (await known(viewerId)))) return null;
  const member = await db.select().from(members).where(eq(members.userId, userId)).get();
  if (!member) return null;
  return {
    id: member.userId,
    firstName: member.firstName,
    lastName: member.lastName,
    title: member.title,
    company: member.company,
    location: member.location,
    membershipTier: displayTier(member.membershipTier),
    profileImageUrl: profilePhotoUrl(member.userId, member.photoKey),
  };
}
