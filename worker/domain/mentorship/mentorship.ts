import { and, asc, desc, eq } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import {
  type MentorSummary,
  type MentorshipProgram,
  programTranslatedFields,
} from "../../contract/mentorship";
import type { Database } from "../../db/client";
import { mentors, mentorshipPrograms } from "../../db/schema";
import { translated } from "../../lib/content-language";

export type MentorRow = typeof mentors.$inferSelect;
type ProgramRow = typeof mentorshipPrograms.$inferSelect;

export function toMentorSummary(row: MentorRow): MentorSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    title: row.title,
    company: row.company,
    expertise: row.expertise,
    experience: row.experience,
    rating: row.rating,
    sessions: row.sessions,
    imageUrl: row.imageUrl ?? null,
    bio: row.bio ?? null,
  };
}

/** A program as /mentorship shows it, its texts in `language` (English where that version is missing). */
export function toProgram(row: ProgramRow, language: Language = "en"): MentorshipProgram {
  return { id: row.id, slug: row.slug, ...translated(row, programTranslatedFields, language) };
}

/** Active mentors, best rated first (the page features them in this order). */
export async function listActiveMentors(db: Database): Promise<MentorSummary[]> {
  const rows = await db
    .select()
    .from(mentors)
    .where(eq(mentors.isActive, true))
    .orderBy(desc(mentors.rating), desc(mentors.sessions), asc(mentors.name));
  return rows.map(toMentorSummary);
}

export async function listActivePrograms(
  db: Database,
  language: Language = "en",
): Promise<MentorshipProgram[]> {
  const rows = await db
    .select()
    .from(mentorshipPrograms)
    .where(eq(mentorshipPrograms.isActive, true))
    .orderBy(asc(mentorshipPrograms.sortOrder), asc(mentorshipPrograms.createdAt));
  return rows.map((row) => toProgram(row, language));
}

export async function findActiveMentor(db: Database, slug: string): Promise<MentorRow | null> {
  const row = await db
    .select()
    .from(mentors)
    .where(and(eq(mentors.slug, slug), eq(mentors.isActive, true)))
    .get();
  return row ?? null;
}

/** The mentor rows a member answers for (a person could be linked to more than one). */
export async function mentorIdsOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ id: mentors.id }).from(mentors).where(eq(mentors.userId, userId));
  return rows.map((row) => row.id);
}
