import { inArray } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { AuditTargetType } from "../../contract/audit-log";
import type { Database } from "../../db/client";
import {
  businesses,
  culturalDates,
  events,
  featuredContent,
  forumCategories,
  forumThreads,
  helpArticles,
  jobs,
  memberImports,
  membershipTiers,
  mentors,
  mentorshipPrograms,
  partnerDiscounts,
  sponsorshipPackages,
  tenders,
  user,
  whatsappGroups,
} from "../../db/schema";

/**
 * Where each kind of thing keeps its name. Kinds without one (an application, a contact message, a
 * photo) are named by their kind alone: their names are people's, which the log never repeats.
 */
const nameColumns: Partial<Record<AuditTargetType, [id: SQLiteColumn, name: SQLiteColumn]>> = {
  member: [user.id, user.name],
  event: [events.id, events.name],
  job: [jobs.id, jobs.title],
  business: [businesses.id, businesses.name],
  tender: [tenders.id, tenders.title],
  partner: [partnerDiscounts.id, partnerDiscounts.name],
  sponsorship_package: [sponsorshipPackages.id, sponsorshipPackages.title],
  tier: [membershipTiers.id, membershipTiers.name],
  whatsapp_group: [whatsappGroups.id, whatsappGroups.name],
  help_article: [helpArticles.id, helpArticles.title],
  cultural_date: [culturalDates.id, culturalDates.titleEn],
  featured: [featuredContent.id, featuredContent.title],
  mentor: [mentors.id, mentors.name],
  mentorship_program: [mentorshipPrograms.id, mentorshipPrograms.title],
  forum_category: [forumCategories.id, forumCategories.name],
  forum_thread: [forumThreads.id, forumThreads.title],
  member_import: [memberImports.id, memberImports.fileName],
};

/** Whether a kind has a name to look up (the others show only their kind). */
export const hasName = (type: AuditTargetType): boolean => type in nameColumns;

/**
 * The names of the things a page of entries changed: one query per kind of thing, never one per entry.
 * Keys are "type:id"; a thing that no longer exists has no key.
 */
export async function namesOf(
  db: Database,
  targets: { type: AuditTargetType; id: string }[],
): Promise<Map<string, string>> {
  const idsByType = new Map<AuditTargetType, Set<string>>();
  for (const { type, id } of targets) {
    if (!hasName(type)) continue;
    idsByType.set(type, (idsByType.get(type) ?? new Set()).add(id));
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const columns = nameColumns[type];
      if (!columns) return;
      const [idColumn, nameColumn] = columns;
      // A page holds at most 50 entries, well under D1's 100 bound parameters.
      const rows = await db
        .select({ id: idColumn, name: nameColumn })
        .from(idColumn.table)
        .where(inArray(idColumn, [...ids]));
      for (const row of rows) names.set(`${type}:${String(row.id)}`, String(row.name));
    }),
  );
  return names;
}

/**
 * The kinds whose names an entry may keep: what staff make (events, tenders, tiers...). Never a member,
 * nor what members write or are (a business, a job, a mentor, a thread): its name can be a person's,
 * and an erased member must leave no name in the append-only log. Those are read while they exist.
 */
const keptNames = new Set<AuditTargetType>([
  "event",
  "tender",
  "partner",
  "sponsorship_package",
  "tier",
  "whatsapp_group",
  "help_article",
  "cultural_date",
  "featured",
  "mentorship_program",
  "forum_category",
]);

/** The name a catch-all entry keeps, read before the change runs (so a deletion still has it). */
export async function nameBeforeChange(
  db: Database,
  type: AuditTargetType,
  id: string,
): Promise<string | null> {
  if (!keptNames.has(type)) return null;
  return (await namesOf(db, [{ type, id }])).get(`${type}:${id}`) ?? null;
}
