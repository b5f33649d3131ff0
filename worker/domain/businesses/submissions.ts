import { desc, eq } from "drizzle-orm";
import type { BusinessSubmission, MyBusiness } from "../../contract/businesses";
import { isPaidTier } from "../../contract/enums";
import type { Database } from "../../db/client";
import { businesses } from "../../db/schema";
import { AppError } from "../../errors";
import { slugFor } from "../../lib/slug";
import { type BusinessRow, toBusinessSummary } from "./businesses";

/**
 * "Business directory listing" is a Premium benefit (worker/db/seed/tiers.ts), and Executive is
 * "Everything in Premium": those two tiers may submit a listing.
 */
export const includesDirectoryListing = isPaidTier;

export const LISTING_NEEDS_UPGRADE =
  "Listing a business is included in Premium and Executive membership. Upgrade on the subscription page to list yours.";

function toMyBusiness(row: BusinessRow): MyBusiness {
  return {
    ...toBusinessSummary(row),
    status: row.status,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt,
  };
}

/** Stores a member's listing as pending (an admin approves it before anyone sees it). */
export async function submitBusiness(
  db: Database,
  owner: { userId: string; tier: string },
  input: BusinessSubmission,
): Promise<MyBusiness> {
  if (!includesDirectoryListing(owner.tier)) throw new AppError("forbidden", LISTING_NEEDS_UPGRADE);
  const [row] = await db
    .insert(businesses)
    .values({
      ...input,
      slug: slugFor(input.name, "business"),
      status: "pending",
      ownerUserId: owner.userId,
      isVerified: false,
      featured: false,
    })
    .returning();
  if (!row) throw new AppError("internal", "The listing could not be saved");
  return toMyBusiness(row);
}

/** The member's own submissions with their moderation status, newest first. */
export async function listMyBusinesses(db: Database, userId: string): Promise<MyBusiness[]> {
  const rows = await db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerUserId, userId))
    .orderBy(desc(businesses.createdAt), desc(businesses.id));
  return rows.map(toMyBusiness);
}
