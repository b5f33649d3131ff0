import { desc, eq, sql } from "drizzle-orm";
import type { AdminBusiness, AdminBusinessData } from "../../contract/businesses";
import type { ModerationStatus } from "../../contract/enums";
import type { Database } from "../../db/client";
import { businesses, members, user } from "../../db/schema";
import { type BusinessDecision, businessReviewedEmail } from "../../email/business-reviewed";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { isLanguage } from "../../lib/language";
import { slugFor } from "../../lib/slug";
import { type BusinessRow, toBusinessDetail } from "./businesses";

type OwnerFields = { ownerName: string | null; ownerEmail: string | null };

function toAdminBusiness(row: BusinessRow, owner: OwnerFields): AdminBusiness {
  return {
    ...toBusinessDetail(row),
    featured: row.featured,
    ...owner,
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt,
  };
}

/** Every listing for the admin list: pending first (they wait for someone), then newest. */
export async function listAdminBusinesses(
  db: Database,
  status: ModerationStatus | "all",
): Promise<AdminBusiness[]> {
  const rows = await db
    .select({ business: businesses, ownerName: user.name, ownerEmail: user.email })
    .from(businesses)
    .leftJoin(user, eq(user.id, businesses.ownerUserId))
    .where(status === "all" ? undefined : eq(businesses.status, status))
    .orderBy(
      sql`case when ${businesses.status} = 'pending' then 0 else 1 end`,
      desc(businesses.createdAt),
      businesses.name,
    )
    .limit(500);
  return rows.map(({ business, ownerName, ownerEmail }) =>
    toAdminBusiness(business, { ownerName, ownerEmail }),
  );
}

async function findAdminBusiness(db: Database, id: string): Promise<AdminBusiness> {
  const [found] = await db
    .select({ business: businesses, ownerName: user.name, ownerEmail: user.email })
    .from(businesses)
    .leftJoin(user, eq(user.id, businesses.ownerUserId))
    .where(eq(businesses.id, id))
    .limit(1);
  if (!found) throw new AppError("not_found", "Business not found");
  return toAdminBusiness(found.business, { ownerName: found.ownerName, ownerEmail: found.ownerEmail });
}

/** An admin-created listing: approved at once, owned by nobody. */
export async function createAdminBusiness(db: Database, data: AdminBusinessData): Promise<AdminBusiness> {
  const [row] = await db
    .insert(businesses)
    .values({
      ...data,
      slug: slugFor(data.name, "business"),
      status: "approved",
      reviewedAt: new Date().toISOString(),
    })
    .returning();
  if (!row) throw new AppError("internal", "The listing could not be saved");
  return findAdminBusiness(db, row.id);
}

/** Edits the listing's fields; its slug, status, owner and rating stay as they are. */
export async function updateAdminBusiness(
  db: Database,
  id: string,
  data: AdminBusinessData,
): Promise<AdminBusiness> {
  const updated = await db
    .update(businesses)
    .set(data)
    .where(eq(businesses.id, id))
    .returning({ id: businesses.id });
  if (updated.length === 0) throw new AppError("not_found", "Business not found");
  return findAdminBusiness(db, id);
}

/** Deletes the listing (its reviews go with it). */
export async function deleteAdminBusiness(db: Database, id: string): Promise<void> {
  const removed = await db.delete(businesses).where(eq(businesses.id, id)).returning({ id: businesses.id });
  if (removed.length === 0) throw new AppError("not_found", "Business not found");
}

/** The verified badge and the featured place at the top of the directory. */
export async function setBusinessFlags(
  db: Database,
  id: string,
  flags: { isVerified?: boolean; featured?: boolean },
): Promise<AdminBusiness> {
  const updated = await db
    .update(businesses)
    .set(flags)
    .where(eq(businesses.id, id))
    .returning({ id: businesses.id });
  if (updated.length === 0) throw new AppError("not_found", "Business not found");
  return findAdminBusiness(db, id);
}

/**
 * Approves, rejects or hides a listing, keeps the admin's reason on it, and tells the owner by
 * email in their preferred language (admin-created listings have no owner to tell).
 */
export async function moderateBusiness(
  db: Database,
  mailer: Mailer,
  options: { id: string; decision: BusinessDecision; reason: string | null; origin: string; now: Date },
): Promise<AdminBusiness> {
  const [row] = await db
    .update(businesses)
    .set({ status: options.decision, reviewNote: options.reason, reviewedAt: options.now.toISOString() })
    .where(eq(businesses.id, options.id))
    .returning();
  if (!row) throw new AppError("not_found", "Business not found");
  if (row.ownerUserId) await tellOwner(db, mailer, row, options);
  return findAdminBusiness(db, row.id);
}

async function tellOwner(
  db: Database,
  mailer: Mailer,
  row: BusinessRow,
  options: { decision: BusinessDecision; reason: string | null; origin: string },
) {
  const [owner] = await db
    .select({
      email: user.email,
      name: user.name,
      firstName: members.firstName,
      language: members.preferredLanguage,
    })
    .from(user)
    .leftJoin(members, eq(members.userId, user.id))
    .where(eq(user.id, row.ownerUserId ?? ""))
    .limit(1);
  if (!owner) return;
  const path = options.decision === "approved" ? `/business/${encodeURIComponent(row.slug)}` : "/business";
  await mailer.send(
    businessReviewedEmail({
      to: owner.email,
      language: isLanguage(owner.language) ? owner.language : "en",
      ownerName: owner.firstName?.trim() || owner.name,
      businessName: row.name,
      decision: options.decision,
      reason: options.reason,
      url: `${options.origin}${path}`,
    }),
  );
}
