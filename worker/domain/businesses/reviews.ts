import { and, desc, eq, sql } from "drizzle-orm";
import type { BusinessReview } from "../../contract/businesses";
import type { Database } from "../../db/client";
import { businesses, businessReviews, members, user } from "../../db/schema";
import { AppError } from "../../errors";
import type { BusinessRow } from "./businesses";

/** "Ayesha K.": the profile's names when onboarding gave them, else the account name's first and last words. */
export function reviewerName(firstName: string | null, lastName: string | null, accountName: string): string {
  const words = accountName.trim().split(/\s+/).filter(Boolean);
  const first = firstName?.trim() || words[0] || "Member";
  const last = lastName?.trim() || (words.length > 1 ? words.at(-1) : "");
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/**
 * Sets the business's rating (average stars, one decimal) and count from its reviews. Runs in the
 * same batch as the review write, so the listing never shows numbers the reviews do not add up to.
 */
function recomputeRating(db: Database, businessId: string) {
  const ofBusiness = sql`from ${businessReviews} where ${businessReviews.businessId} = ${businessId}`;
  return db
    .update(businesses)
    .set({
      rating: sql`coalesce((select round(avg(${businessReviews.rating}), 1) ${ofBusiness}), 0)`,
      reviewsCount: sql`(select count(*) ${ofBusiness})`,
    })
    .where(eq(businesses.id, businessId));
}

type ReviewWithAuthor = BusinessReview & { userId: string };

/** A business's reviews, newest first, with each reviewer's short name. */
export async function listReviews(db: Database, businessId: string): Promise<ReviewWithAuthor[]> {
  const rows = await db
    .select({
      review: businessReviews,
      firstName: members.firstName,
      lastName: members.lastName,
      accountName: user.name,
    })
    .from(businessReviews)
    .innerJoin(user, eq(user.id, businessReviews.userId))
    .leftJoin(members, eq(members.userId, businessReviews.userId))
    .where(eq(businessReviews.businessId, businessId))
    .orderBy(desc(businessReviews.createdAt), desc(businessReviews.id))
    .limit(500);
  return rows.map(({ review, firstName, lastName, accountName }) => ({
    id: review.id,
    userId: review.userId,
    rating: review.rating,
    body: review.body,
    reviewerName: reviewerName(firstName, lastName, accountName),
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  }));
}

function refuseOwnReview(business: BusinessRow, userId: string) {
  if (business.ownerUserId === userId) {
    throw new AppError("forbidden", "You cannot review your own business");
  }
}

/**
 * A member's one review of a business: the first call creates it, later calls replace its stars
 * and text (the unique index on business and member makes a second row impossible).
 */
export async function saveReview(
  db: Database,
  business: BusinessRow,
  userId: string,
  input: { rating: number; body: string },
  now: Date,
): Promise<{ created: boolean }> {
  refuseOwnReview(business, userId);
  if (business.status !== "approved") throw new AppError("not_found", "Business not found");
  const iso = now.toISOString();
  const [saved] = await db.batch([
    db
      .insert(businessReviews)
      .values({ businessId: business.id, userId, rating: input.rating, body: input.body, createdAt: iso })
      .onConflictDoUpdate({
        target: [businessReviews.businessId, businessReviews.userId],
        set: { rating: input.rating, body: input.body, updatedAt: iso },
      })
      .returning({ updatedAt: businessReviews.updatedAt }),
    recomputeRating(db, business.id),
  ]);
  return { created: saved[0]?.updatedAt == null };
}

/** Removes the member's review and recomputes the rating; 404 when they had none. */
export async function deleteReview(db: Database, business: BusinessRow, userId: string): Promise<void> {
  const [removed] = await db.batch([
    db
      .delete(businessReviews)
      .where(and(eq(businessReviews.businessId, business.id), eq(businessReviews.userId, userId)))
      .returning({ id: businessReviews.id }),
    recomputeRating(db, business.id),
  ]);
  if (removed.length === 0) throw new AppError("not_found", "You have not reviewed this business");
}
