import type { culturalDates } from "../schema";

type SeedDate = typeof culturalDates.$inferInsert;
type Titles = Pick<SeedDate, "titleEn" | "titleAr" | "titleUr">;

const national: { slug: string; monthDay: string; titles: Titles }[] = [
  {
    slug: "saudi-founding-day",
    monthDay: "02-22",
    titles: { titleEn: "Saudi Founding Day", titleAr: "يوم التأسيس", titleUr: "سعودی یومِ تاسیس" },
  },
  {
    slug: "pakistan-day",
    monthDay: "03-23",
    titles: { titleEn: "Pakistan Day", titleAr: "يوم باكستان", titleUr: "یومِ پاکستان" },
  },
  {
    slug: "pakistan-independence-day",
    monthDay: "08-14",
    titles: {
      titleEn: "Pakistan Independence Day",
      titleAr: "يوم استقلال باكستان",
      titleUr: "یومِ آزادیٔ پاکستان",
    },
  },
  {
    slug: "saudi-national-day",
    monthDay: "09-23",
    titles: { titleEn: "Saudi National Day", titleAr: "اليوم الوطني السعودي", titleUr: "سعودی قومی دن" },
  },
];

/** Hijri month/day of each Islamic date the card shows. */
const islamic: { slug: string; month: number; day: number; titles: Titles }[] = [
  {
    slug: "ramadan-begins",
    month: 9,
    day: 1,
    titles: { titleEn: "Ramadan begins", titleAr: "بداية شهر رمضان", titleUr: "رمضان المبارک کا آغاز" },
  },
  {
    slug: "eid-al-fitr",
    month: 10,
    day: 1,
    titles: { titleEn: "Eid al-Fitr", titleAr: "عيد الفطر", titleUr: "عید الفطر" },
  },
  {
    slug: "eid-al-adha",
    month: 12,
    day: 10,
    titles: { titleEn: "Eid al-Adha", titleAr: "عيد الأضحى", titleUr: "عید الاضحیٰ" },
  },
];

const DAY_MS = 86_400_000;
const hijriParts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
  timeZone: "UTC",
  day: "numeric",
  month: "numeric",
  year: "numeric",
});

/** Every Gregorian day of the given years with its Umm al-Qura date. */
function* umAlQuraDays(firstYear: number, lastYear: number) {
  for (let t = Date.UTC(firstYear, 0, 1); t < Date.UTC(lastYear + 1, 0, 1); t += DAY_MS) {
    const parts = Object.fromEntries(hijriParts.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
    yield {
      date: new Date(t).toISOString().slice(0, 10),
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
    };
  }
}

/**
 * The Cultural Calendar for this year and next (by `now`): the four national days, and Ramadan and
 * both Eids computed from the Umm al-Qura calendar. Those are estimates ("expected") until an admin
 * confirms the sighted date. Slugs carry the year, so the seed adds next year's rows as time passes.
 */
export function demoCulturalDates(now: Date): SeedDate[] {
  const year = now.getUTCFullYear();
  const rows: SeedDate[] = [];
  for (const y of [year, year + 1]) {
    for (const day of national) {
      const slug = `${day.slug}-${y}`;
      rows.push({
        id: `seed-date-${slug}`,
        slug,
        kind: "national",
        ...day.titles,
        date: `${y}-${day.monthDay}`,
      });
    }
  }
  for (const day of umAlQuraDays(year, year + 1)) {
    const match = islamic.find((entry) => entry.month === day.month && entry.day === day.day);
    if (!match) continue;
    const slug = `${match.slug}-${day.year}`;
    rows.push({
      id: `seed-date-${slug}`,
      slug,
      kind: "islamic",
      ...match.titles,
      date: day.date,
      isConfirmed: false,
    });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
