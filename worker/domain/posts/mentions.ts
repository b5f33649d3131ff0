import { inArray, sql } from "drizzle-orm";
import { mentionedNames } from "../../contract/post-text";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { notificationInsert, shouldNotify } from "../notifications/notify";

/** The link a post's notices open: the home feed scrolled to that post. */
export const postLink = (postId: string) => `/?post=${postId}`;

/** The first words of a text, for a notice ("Ali liked 'Looking for…'"). */
export const excerptOf = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * Tells every member named as "@First Last" in the text (first and last name, case-insensitive).
 * Two members with the same name are both told: a name is all a plain-text mention carries.
 * The actor is never told, nor anyone in `alreadyTold` (the post author who gets a comment notice).
 */
export async function notifyMentions(
  db: Database,
  input: { text: string; actorUserId: string; postId: string; alreadyTold?: string[] },
): Promise<void> {
  const names = mentionedNames(input.text);
  if (names.length === 0) return;
  const fullName = sql<string>`lower(coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, ''))`;
  const found = await db
    .select({ userId: members.userId })
    .from(members)
    .where(inArray(fullName, names))
    .limit(20);
  const told = new Set(input.alreadyTold ?? []);
  const inserts = found
    .filter((m) => shouldNotify({ userId: m.userId, actorUserId: input.actorUserId }) && !told.has(m.userId))
    .map((m) =>
      notificationInsert(db, {
        userId: m.userId,
        kind: "mention",
        actorUserId: input.actorUserId,
        link: postLink(input.postId),
        data: { excerpt: excerptOf(input.text) },
      }),
    );
  const [first, ...rest] = inserts;
  if (first) await db.batch([first, ...rest]);
}
