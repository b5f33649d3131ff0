import { and, asc, eq, gte } from "drizzle-orm";
import { CALENDAR_LIMIT, type CalendarEntry } from "../../contract/calendar";
import type { Language } from "../../contract/enums";
import type { Database } from "../../db/client";
import { culturalDates, events } from "../../db/schema";
import { inLanguage } from "../../lib/content-language";

type DateRow = typeof culturalDates.$inferSelect;

/** Asia/Riyadh is UTC+3 all year: the calendar's days are Riyadh days. */
export function riyadhToday(now: Date): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The title in the reader's language; English where that translation is missing. */
export function titleIn(row: Pick<DateRow, "titleEn" | "titleAr" | "titleUr">, language: Language): string {
  return titleVersion(row, language).value;
}

const titleVersion = (row: Pick<DateRow, "titleEn" | "titleAr" | "titleUr">, language: Language) =>
  inLanguage({ en: row.titleEn, ar: row.titleAr, ur: row.titleUr }, language);

/**
 * What the Cultural Calendar card lists: active dates from today on and the community events still
 * to come, soonest first (an admin date before an event on the same day).
 */
export async function upcomingCalendar(
  db: Database,
  language: Language,
  now: Date,
): Promise<CalendarEntry[]> {
  const today = riyadhToday(now);
  const [dateRows, eventRows] = await Promise.all([
    db
      .select()
      .from(culturalDates)
      .where(and(eq(culturalDates.isActive, true), gte(culturalDates.date, today)))
      .orderBy(asc(culturalDates.date), asc(culturalDates.titleEn))
      .limit(CALENDAR_LIMIT),
    db
      .select({
        id: events.id,
        slug: events.slug,
        name: events.name,
        nameAr: events.nameAr,
        nameUr: events.nameUr,
        startsAt: events.startsAt,
      })
      .from(events)
      .where(gte(events.startsAt, now.toISOString()))
      .orderBy(asc(events.startsAt))
      .limit(CALENDAR_LIMIT),
  ]);
  const dates: CalendarEntry[] = dateRows.map((row) => {
    const title = titleVersion(row, language);
    return {
      id: row.id,
      kind: row.kind,
      title: title.value,
      shownIn: { title: title.language },
      date: row.date,
      isConfirmed: row.isConfirmed,
      link: null,
      eventSlug: null,
    };
  });
  const community: CalendarEntry[] = eventRows.map((row) => {
    const title = inLanguage({ en: row.name, ar: row.nameAr, ur: row.nameUr }, language);
    return {
      id: `event-${row.id}`,
      kind: "community",
      title: title.value,
      shownIn: { title: title.language },
      date: riyadhToday(new Date(row.startsAt)),
      isConfirmed: true,
      // Each event's own page: /event/{city} shows that city's featured event, not necessarily this one.
      link: `/events/${row.slug}`,
      eventSlug: row.slug,
    };
  });
  // A stable sort keeps admin dates ahead of events on the same day.
  return [...dates, ...community].sort((a, b) => a.date.localeCompare(b.date)).slice(0, CALENDAR_LIMIT);
}
