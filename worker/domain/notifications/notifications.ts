import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Language } from "../../contract/enums";
import type { MarkReadInput, NotificationItem, NotificationsPage } from "../../contract/notifications";
import type { Database } from "../../db/client";
import { events, members, notifications, user } from "../../db/schema";
import { inLanguage } from "../../lib/content-language";
import { profilePhotoUrl } from "../profile/photo";

const PAGE_SIZE = 20;

// The cursor is the last item's time and id: newest first, ties broken by id, so a page boundary never
// repeats or skips a notice even when new ones arrive meanwhile.
const toCursor = (item: { createdAt: string; id: string }) => `${item.createdAt}~${item.id}`;
function afterCursor(cursor: string | undefined): SQL | undefined {
  const [createdAt, id] = cursor?.split("~") ?? [];
  if (!createdAt || !id) return undefined;
  return or(
    lt(notifications.createdAt, createdAt),
    and(eq(notifications.createdAt, createdAt), lt(notifications.id, id)),
  );
}

const actorName = sql<
  string | null
>`coalesce(nullif(trim(coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, '')), ''), ${user.name})`;

// A notice about an event links to its page (/events/{slug}) and keeps the event's name as written
// then, in English: the reader gets the event's name in their language where the event has one.
const noticeEvent = sql`${notifications.link} like '/events/%' and ${events.slug} = substr(${notifications.link}, 9)`;

function inReaderLanguage(
  data: Record<string, string>,
  event: { nameAr: string | null; nameUr: string | null } | null,
  language: Language,
): Record<string, string> {
  if (!event || typeof data?.event !== "string") return data;
  return {
    ...data,
    event: inLanguage({ en: data.event, ar: event.nameAr, ur: event.nameUr }, language).value,
  };
}

/** The member's notices, newest first, with the actor's display name and photo. */
export async function listNotifications(
  db: Database,
  userId: string,
  cursor: string | undefined,
  language: Language = "en",
): Promise<NotificationsPage> {
  const rows = await db
    .select({
      notice: notifications,
      actorName,
      actorPhoto: members.photoKey,
      event: { nameAr: events.nameAr, nameUr: events.nameUr },
    })
    .from(notifications)
    .leftJoin(user, eq(user.id, notifications.actorUserId))
    .leftJoin(members, eq(members.userId, notifications.actorUserId))
    .leftJoin(events, noticeEvent)
    .where(and(eq(notifications.userId, userId), afterCursor(cursor)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(PAGE_SIZE + 1);
  const page = rows.slice(0, PAGE_SIZE);
  const items: NotificationItem[] = page.map(({ notice, actorName: name, actorPhoto, event }) => ({
    id: notice.id,
    kind: notice.kind,
    actor:
      notice.actorUserId && name
        ? { id: notice.actorUserId, name, imageUrl: profilePhotoUrl(notice.actorUserId, actorPhoto) }
        : null,
    link: notice.link,
    data: inReaderLanguage(notice.data, event, language),
    readAt: notice.readAt,
    createdAt: notice.createdAt,
  }));
  const last = page.at(-1);
  return { notifications: items, nextCursor: rows.length > PAGE_SIZE && last ? toCursor(last.notice) : null };
}

export async function unreadCount(db: Database, userId: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .get();
  return row?.n ?? 0;
}

/** Marks the member's own notices read (ids of other members' notices are ignored); returns the new unread count. */
export async function markRead(
  db: Database,
  userId: string,
  input: MarkReadInput,
  now: Date,
): Promise<number> {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const which = "ids" in input ? and(mine, inArray(notifications.id, input.ids)) : mine;
  await db.update(notifications).set({ readAt: now.toISOString() }).where(which);
  return unreadCount(db, userId);
}
