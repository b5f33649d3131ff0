import { asc, desc, eq, sql } from "drizzle-orm";
import type {
  AdminMentor,
  AdminMentorData,
  AdminProgram,
  AdminProgramData,
} from "../../contract/admin-mentorship";
import type { Database } from "../../db/client";
import { mentors, mentorshipPrograms, user } from "../../db/schema";
import { AppError } from "../../errors";
import { slugFor } from "../../lib/slug";
import { toMentorSummary } from "./mentorship";

export async function listAdminMentors(db: Database): Promise<AdminMentor[]> {
  const rows = await db
    .select({ mentor: mentors, accountEmail: user.email })
    .from(mentors)
    .leftJoin(user, eq(user.id, mentors.userId))
    .orderBy(desc(mentors.isActive), asc(mentors.name));
  return rows.map(({ mentor, accountEmail }) => ({
    ...toMentorSummary(mentor),
    isActive: mentor.isActive,
    email: mentor.email ?? null,
    accountEmail: accountEmail ?? null,
  }));
}

async function findAdminMentor(db: Database, id: string): Promise<AdminMentor> {
  const found = (await listAdminMentors(db)).find((mentor) => mentor.id === id);
  if (!found) throw new AppError("not_found", "Mentor not found");
  return found;
}

/** The account a mentor is linked to, by its email: an unknown address is a field error. */
async function accountIdFor(db: Database, accountEmail: string | null): Promise<string | null> {
  if (!accountEmail) return null;
  const row = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${accountEmail.toLowerCase()}`)
    .get();
  if (!row) {
    throw new AppError("validation_failed", "Check the highlighted fields", {
      accountEmail: ["No member account has this email address"],
    });
  }
  return row.id;
}

async function mentorValues(db: Database, data: AdminMentorData) {
  const { accountEmail, ...fields } = data;
  return { ...fields, userId: await accountIdFor(db, accountEmail) };
}

export async function createMentor(db: Database, data: AdminMentorData): Promise<AdminMentor> {
  const values = await mentorValues(db, data);
  const [row] = await db
    .insert(mentors)
    .values({ ...values, slug: slugFor(data.name, "mentor") })
    .returning({ id: mentors.id });
  return findAdminMentor(db, row?.id ?? "");
}

export async function updateMentor(db: Database, id: string, data: AdminMentorData): Promise<AdminMentor> {
  const values = await mentorValues(db, data);
  const updated = await db
    .update(mentors)
    .set(values)
    .where(eq(mentors.id, id))
    .returning({ id: mentors.id });
  if (updated.length === 0) throw new AppError("not_found", "Mentor not found");
  return findAdminMentor(db, id);
}

/** Hidden mentors leave /mentorship and take no new requests; their open requests stay answerable. */
export async function setMentorActive(db: Database, id: string, isActive: boolean): Promise<AdminMentor> {
  const updated = await db
    .update(mentors)
    .set({ isActive })
    .where(eq(mentors.id, id))
    .returning({ id: mentors.id });
  if (updated.length === 0) throw new AppError("not_found", "Mentor not found");
  return findAdminMentor(db, id);
}

/** Deleting a mentor deletes their requests too (the foreign key cascades). */
export async function deleteMentor(db: Database, id: string): Promise<void> {
  const deleted = await db.delete(mentors).where(eq(mentors.id, id)).returning({ id: mentors.id });
  if (deleted.length === 0) throw new AppError("not_found", "Mentor not found");
}

type ProgramRow = typeof mentorshipPrograms.$inferSelect;
const toAdminProgram = (row: ProgramRow): AdminProgram => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  duration: row.duration,
  format: row.format,
  description: row.description,
  features: row.features,
  titleAr: row.titleAr,
  titleUr: row.titleUr,
  durationAr: row.durationAr,
  durationUr: row.durationUr,
  formatAr: row.formatAr,
  formatUr: row.formatUr,
  descriptionAr: row.descriptionAr,
  descriptionUr: row.descriptionUr,
  featuresAr: row.featuresAr,
  featuresUr: row.featuresUr,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
});

export async function listAdminPrograms(db: Database): Promise<AdminProgram[]> {
  const rows = await db
    .select()
    .from(mentorshipPrograms)
    .orderBy(asc(mentorshipPrograms.sortOrder), asc(mentorshipPrograms.createdAt));
  return rows.map(toAdminProgram);
}

export async function createProgram(db: Database, data: AdminProgramData): Promise<AdminProgram> {
  const [row] = await db
    .insert(mentorshipPrograms)
    .values({ ...data, slug: slugFor(data.title, "program") })
    .returning();
  if (!row) throw new AppError("internal", "The program was not saved");
  return toAdminProgram(row);
}

export async function updateProgram(
  db: Database,
  id: string,
  data: Partial<AdminProgramData> & { isActive?: boolean },
): Promise<AdminProgram> {
  const [row] = await db
    .update(mentorshipPrograms)
    .set(data)
    .where(eq(mentorshipPrograms.id, id))
    .returning();
  if (!row) throw new AppError("not_found", "Program not found");
  return toAdminProgram(row);
}

export async function deleteProgram(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(mentorshipPrograms)
    .where(eq(mentorshipPrograms.id, id))
    .returning({ id: mentorshipPrograms.id });
  if (deleted.length === 0) throw new AppError("not_found", "Program not found");
}
