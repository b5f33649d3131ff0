import { asc, eq } from "drizzle-orm";
import type { AdminFeaturedItem, FeaturedItemData } from "../contract/featured";
import type { Database } from "../db/client";
import { featuredContent } from "../db/schema";
import { AppError } from "../errors";

type Row = typeof featuredContent.$inferSelect;

function toAdminItem(row: Row): AdminFeaturedItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    titleAr: row.titleAr,
    titleUr: row.titleUr,
    descriptionAr: row.descriptionAr,
    descriptionUr: row.descriptionUr,
    url: row.url,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    createdAt: row.createdAt,
  };
}

/** Every item, shown or hidden, in the order /explore uses. */
export async function listFeaturedForAdmin(db: Database): Promise<AdminFeaturedItem[]> {
  const rows = await db
    .select()
    .from(featuredContent)
    .orderBy(asc(featuredContent.sortOrder), asc(featuredContent.createdAt));
  return rows.map(toAdminItem);
}

export async function createFeatured(db: Database, data: FeaturedItemData): Promise<AdminFeaturedItem> {
  const [row] = await db.insert(featuredContent).values(data).returning();
  if (!row) throw new AppError("internal", "The featured item was not saved");
  return toAdminItem(row);
}

export async function updateFeatured(
  db: Database,
  id: string,
  changes: Partial<FeaturedItemData>,
): Promise<AdminFeaturedItem> {
  const [row] = await db.update(featuredContent).set(changes).where(eq(featuredContent.id, id)).returning();
  if (!row) throw new AppError("not_found", "Featured item not found");
  return toAdminItem(row);
}

export async function deleteFeatured(db: Database, id: string): Promise<void> {
  const [row] = await db
    .delete(featuredContent)
    .where(eq(featuredContent.id, id))
    .returning({ id: featuredContent.id });
  if (!row) throw new AppError("not_found", "Featured item not found");
}

/**
 * Puts the items in the given order (sortOrder 0, 1, 2...) in one batch. The list must name every
 * item exactly once, so a stale page cannot silently drop an item to the end.
 */
export async function reorderFeatured(db: Database, ids: string[]): Promise<AdminFeaturedItem[]> {
  const existing = await db.select({ id: featuredContent.id }).from(featuredContent);
  const known = new Set(existing.map((row) => row.id));
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
    throw new AppError("conflict", "The list changed meanwhile: reload the page and try again");
  }
  const [first, ...rest] = ids.map((id, index) =>
    db.update(featuredContent).set({ sortOrder: index }).where(eq(featuredContent.id, id)),
  );
  if (first) await db.batch([first, ...rest]);
  return listFeaturedForAdmin(db);
}
