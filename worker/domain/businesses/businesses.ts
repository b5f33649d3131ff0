import { and, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { BusinessDetail, BusinessListQuery, BusinessSummary } from "../../contract/businesses";
import type { Database } from "../../db/client";
import { businesses } from "../../db/schema";

export type BusinessRow = typeof businesses.$inferSelect;

export function toBusinessSummary(row: BusinessRow): BusinessSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    industry: row.industry,
    description: row.description,
    location: row.location,
    website: row.website,
    rating: row.rating.toFixed(1),
    reviewsCount: row.reviewsCount,
    isVerified: row.isVerified,
    halalCertified: row.halalCertified,
    employees: row.employees,
    founded: row.founded,
  };
}

export function toBusinessDetail(row: BusinessRow): BusinessDetail {
  return {
    ...toBusinessSummary(row),
    contactEmail: row.contactEmail,
    phone: row.phone,
    status: row.status,
    createdAt: row.createdAt,
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The public directory, filtered: approved listings only (pending, rejected and hidden ones never
 * show); featured listings first, then the best rated, then by name.
 */
export async function listBusinesses(db: Database, query: BusinessListQuery): Promise<BusinessSummary[]> {
  const conditions: SQL[] = [eq(businesses.status, "approved")];
  if (query.industry) conditions.push(sql`lower(${businesses.industry}) = lower(${query.industry})`);
  if (query.location) conditions.push(sql`lower(${businesses.location}) = lower(${query.location})`);
  if (query.halalCertified !== undefined)
    conditions.push(eq(businesses.halalCertified, query.halalCertified));
  if (query.search) {
    // SQLite LIKE is case-insensitive for ASCII; lower() on both sides covers the rest we can.
    const pattern = likePattern(query.search.toLowerCase());
    const match = or(
      sql`lower(${businesses.name}) like ${pattern} escape '\\'`,
      sql`lower(${businesses.description}) like ${pattern} escape '\\'`,
    );
    if (match) conditions.push(match);
  }
  const rows = await db
    .select()
    .from(businesses)
    .where(and(...conditions))
    .orderBy(desc(businesses.featured), desc(businesses.rating), businesses.name)
    .limit(query.limit);
  return rows.map(toBusinessSummary);
}

export async function findBusinessRow(db: Database, slug: string): Promise<BusinessRow | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.slug, slug)).limit(1);
  return row ?? null;
}

/** Approved listings are public; the others only reach their owner and admins (to preview them). */
export function canSeeBusiness(
  row: BusinessRow,
  viewer: { userId: string; isAdmin: boolean } | null,
): boolean {
  if (row.status === "approved") return true;
  return Boolean(viewer && (viewer.isAdmin || row.ownerUserId === viewer.userId));
}
