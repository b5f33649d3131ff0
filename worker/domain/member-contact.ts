import { eq, inArray } from "drizzle-orm";
import type { Language } from "../contract/enums";
import type { Database } from "../db/client";
import { members, user } from "../db/schema";
import { isLanguage } from "../lib/language";

export type MemberContact = { userId: string; email: string; language: Language };

/** Where to write to these accounts, and in which of our languages (English when none is set). */
export async function memberContacts(db: Database, userIds: string[]): Promise<MemberContact[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: user.id, email: user.email, language: members.preferredLanguage })
    .from(user)
    .leftJoin(members, eq(members.userId, user.id))
    .where(inArray(user.id, userIds));
  return rows.map((row) => ({ ...row, language: isLanguage(row.language) ? row.language : "en" }));
}
