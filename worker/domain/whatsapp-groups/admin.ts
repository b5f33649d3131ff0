import { desc, eq } from "drizzle-orm";
import type { AdminWhatsappGroup, AdminWhatsappGroupData } from "../../contract/whatsapp-groups";
import type { Database } from "../../db/client";
import { whatsappGroups } from "../../db/schema";
import { AppError } from "../../errors";
import { slugFor } from "../../lib/slug";
import { toWhatsappGroup } from "./whatsapp-groups";

type Row = typeof whatsappGroups.$inferSelect;

const toAdminGroup = (
  { shownIn: _shownIn, ...group }: ReturnType<typeof toWhatsappGroup>,
  row: Row,
): AdminWhatsappGroup => ({
  ...group,
  nameAr: row.nameAr,
  nameUr: row.nameUr,
  descriptionAr: row.descriptionAr,
  descriptionUr: row.descriptionUr,
  inviteLink: row.inviteLink,
  isActive: row.isActive,
  createdAt: row.createdAt,
});

/** Every group, hidden ones included: newest first, so a group just created is on top. */
export async function listAdminWhatsappGroups(db: Database): Promise<AdminWhatsappGroup[]> {
  const rows = await db
    .select()
    .from(whatsappGroups)
    .orderBy(desc(whatsappGroups.createdAt), whatsappGroups.name);
  return rows.map((row) => toAdminGroup(toWhatsappGroup(row, true), row));
}

/** A new group is active, and its last activity is the moment it was listed. */
export async function createWhatsappGroup(
  db: Database,
  data: AdminWhatsappGroupData,
  now: Date,
): Promise<AdminWhatsappGroup> {
  const [row] = await db
    .insert(whatsappGroups)
    .values({
      ...data,
      slug: slugFor(data.name, "group"),
      isActive: true,
      lastActivityAt: now.toISOString(),
    })
    .returning();
  if (!row) throw new AppError("internal", "The group was not saved");
  return toAdminGroup(toWhatsappGroup(row, true), row);
}

async function changeGroup(
  db: Database,
  id: string,
  change: Partial<typeof whatsappGroups.$inferInsert>,
): Promise<AdminWhatsappGroup> {
  const [row] = await db.update(whatsappGroups).set(change).where(eq(whatsappGroups.id, id)).returning();
  if (!row) throw new AppError("not_found", "Group not found");
  return toAdminGroup(toWhatsappGroup(row, true), row);
}

/** Edits what the form holds; visibility and last activity have their own actions. */
export const updateWhatsappGroup = (db: Database, id: string, data: AdminWhatsappGroupData) =>
  changeGroup(db, id, data);

/** Hidden groups leave /whatsapp-groups but keep their data, so showing them again restores them. */
export const setWhatsappGroupActive = (db: Database, id: string, isActive: boolean) =>
  changeGroup(db, id, { isActive });

/** "Mark active now": the admin saw recent messages in the group. */
export const markWhatsappGroupActivity = (db: Database, id: string, now: Date) =>
  changeGroup(db, id, { lastActivityAt: now.toISOString() });

export async function deleteWhatsappGroup(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(whatsappGroups)
    .where(eq(whatsappGroups.id, id))
    .returning({ id: whatsappGroups.id });
  if (deleted.length === 0) throw new AppError("not_found", "Group not found");
}
