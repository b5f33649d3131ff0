import { desc, eq } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import {
  type WhatsappGroup,
  type WhatsappGroupsQuery,
  whatsappTranslatedFields,
} from "../../contract/whatsapp-groups";
import type { Database } from "../../db/client";
import { whatsappGroups } from "../../db/schema";
import { translated } from "../../lib/content-language";

type Row = typeof whatsappGroups.$inferSelect;

/** Spec point 5: text matches name, description or a tag without case; the type is exact. */
export function matchesGroup(
  row: Pick<Row, "name" | "description" | "tags" | "groupType"> &
    Partial<Pick<Row, "nameAr" | "nameUr" | "descriptionAr" | "descriptionUr">>,
  query: WhatsappGroupsQuery,
) {
  if (query.type !== "all" && row.groupType !== query.type) return false;
  const needle = query.search.toLocaleLowerCase();
  if (!needle) return true;
  // Every language's version, so a reader finds a group by the words they read on its card.
  const texts = [row.name, row.description, row.nameAr, row.nameUr, row.descriptionAr, row.descriptionUr];
  return [...texts, ...row.tags].some((text) => text?.toLocaleLowerCase().includes(needle));
}

/** Active groups only, most members first; invite links only when `withInviteLinks`. */
export async function listWhatsappGroups(
  db: Database,
  query: WhatsappGroupsQuery,
  withInviteLinks: boolean,
  language: Language = "en",
): Promise<WhatsappGroup[]> {
  const rows = await db
    .select()
    .from(whatsappGroups)
    .where(eq(whatsappGroups.isActive, true))
    .orderBy(desc(whatsappGroups.memberCount), whatsappGroups.name);
  return rows
    .filter((row) => matchesGroup(row, query))
    .map((row) => toWhatsappGroup(row, withInviteLinks, language));
}

/** A group as cards show it; the invite link only for signed-in members. */
export function toWhatsappGroup(
  row: typeof whatsappGroups.$inferSelect,
  withInviteLink: boolean,
  language: Language = "en",
): WhatsappGroup {
  return {
    id: row.id,
    slug: row.slug,
    ...translated(row, whatsappTranslatedFields, language),
    groupType: row.groupType,
    memberCount: row.memberCount,
    adminName: row.adminName,
    rules: row.rules,
    tags: row.tags,
    lastActivityAt: row.lastActivityAt,
    inviteLink: withInviteLink ? row.inviteLink : null,
  };
}
