import type { businessReviews, user } from "../schema";
import { daysFrom } from "./dates";

/**
 * Demo reviewers: accounts without a password (nobody can sign in as them) whose reviews give the
 * seeded businesses real ratings. Ratings are always computed from reviews, never typed in.
 */
export function demoReviewers(now: Date): (typeof user.$inferInsert)[] {
  return ["Ayesha Siddiqui", "Bilal Qureshi", "Hina Tariq", "Omar Farooq", "Zainab Malik"].map(
    (name, index) => ({
      id: `seed-reviewer-${index + 1}`,
      name,
      email: `reviewer-${index + 1}@sppc.example`,
      emailVerified: true,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

type Review = [reviewer: number, rating: number, body: string];

const reviewsByBusiness: Record<string, Review[]> = {
  "indus-tech": [
    [1, 5, "Delivered our ZATCA e-invoicing integration on time and explained every step."],
    [2, 5, "Responsive team, good Arabic and English documentation."],
    [3, 5, "Moved our ERP to the cloud without a day of downtime."],
    [4, 4, "Solid work; the first estimate was a little optimistic."],
  ],
  "karachi-darbar": [
    [1, 5, "The best nihari in Riyadh, just like home."],
    [2, 5, "Family section is comfortable and the staff are kind."],
    [5, 4, "Great karahi; it gets busy on Thursday nights, book ahead."],
  ],
  "shifa-clinic": [
    [3, 5, "Doctors who speak Urdu made my parents feel at ease."],
    [4, 5, "Short waiting times and clear explanations."],
    [5, 5, "They handled our insurance claim without any fuss."],
  ],
  "mehran-foods": [
    [1, 5, "Reliable supply of basmati and spices for our restaurant."],
    [2, 4, "Good prices; delivery to Khobar took two days."],
    [3, 5, "Always halal certified paperwork ready for inspections."],
    [4, 4, "Helpful with SFDA labelling questions."],
  ],
  "crescent-logistics": [
    [2, 4, "Cleared our container at Dammam port quickly."],
    [4, 5, "Kept us updated at every step of the shipment."],
    [5, 4, "Fair rates for Karachi to Dammam sea freight."],
  ],
  "zam-zam-textiles": [
    [1, 4, "Good fabric quality for the price."],
    [2, 4, "Wide choice of lawn suits before Eid."],
    [3, 5, "Tailoring was ready in three days."],
    [4, 4, "Friendly staff, parking is hard."],
    [5, 3, "Colours were a little different from the photos."],
  ],
};

export function demoBusinessReviews(now: Date): (typeof businessReviews.$inferInsert)[] {
  return Object.entries(reviewsByBusiness).flatMap(([business, reviews]) =>
    reviews.map(([reviewer, rating, body], index) => ({
      id: `seed-review-${business}-${reviewer}`,
      businessId: `seed-business-${business}`,
      userId: `seed-reviewer-${reviewer}`,
      rating,
      body,
      createdAt: daysFrom(now, -(index * 9 + reviewer)),
    })),
  );
}

/** Ratings and counts of the seeded businesses, computed from their reviews like every rating. */
export const recomputeSeededRatings = `UPDATE "businesses" SET
  "rating" = coalesce((SELECT round(avg(r."rating"), 1) FROM "business_reviews" r WHERE r."business_id" = "businesses"."id"), 0),
  "reviews_count" = (SELECT count(*) FROM "business_reviews" r WHERE r."business_id" = "businesses"."id")
  WHERE "id" LIKE 'seed-business-%';`;
