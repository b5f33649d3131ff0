import { asc, eq } from "drizzle-orm";
import type { AdminCulturalDate, AdminCulturalDateData } from "../../contract/calendar";
import type { Database } from "../../db/client";
import { culturalDates } from "../../db/schema";
import { AppError } from "../../errors";
import { slugFor } from "../../lib/slug";

type Row = typeof culturalDates.$inferSelect;

const toAdminDate = (row: Row): AdminCulturalDate => ({
  id: row.id,
  slug: row.slug,
  kind: row.kind,
  titleEn: row.titleEn,
  titleAr: row.titleAr,
  titleUr: row.titleUr,
  date: row.date,
  isConfirmed: row.isConfirmed,
  isActive: row.isActive,
});

/** Every date, hidden and past ones included, in calendar order. */
export async function listCulturalDates(db: Database): Promise<AdminCulturalDate[]> {
  const rows = await db
    .select()
    .from(culturalDates)
    .orderBy(asc(culturalDates.date), asc(culturalDates.titleEn));
  return rows.map(toAdminDate);
}

export async function createCulturalDate(
  db: Database,
  data: AdminCulturalDateData,
): Promise<AdminCulturalDate> {
  const [row] = await db
    .insert(culturalDates)
    .values({ ...data, slug: slugFor(`${data.titleEn} ${data.date}`, "date"), isActive: true })
    .returning();
  if (!row) throw new AppError("internal", "The date was not saved");
  return toAdminDate(row);
}

async function changeDate(db: Database, id: string, change: Partial<typeof culturalDates.$inferInsert>) {
  const [row] = await db.update(culturalDates).set(change).where(eq(culturalDates.id, id)).returning();
  if (!row) throw new AppError("not_found", "Date not found");
  return toAdminDate(row);
}

export const updateCulturalDate = (db: Database, id: string, data: AdminCulturalDateData) =>
  changeDate(db, id, data);

/** The moon was sighted: the date becomes the sighted one and loses its "expected" mark. */
export const confirmCulturalDate = (db: Database, id: string, date: string) =>
  changeDate(db, id, { date, isConfirmed: true });

/** Hidden dates leave the card but keep their data, so showing them again restores them. */
export const setCulturalDateActive = (db: Database, id: string, isActive: boolean) =>
  changeDate(db, id, { isActive });

export async function deleteCulturalDate(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(culturalDates)
    .where(eq(culturalDates.id, id))
    .returning({ id: culturalDates.id });
  if (deleted.length === 0) throw new AppError("not_found", "Date not found");
}
