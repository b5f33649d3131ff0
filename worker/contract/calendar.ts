import { z } from "zod";
import type { ShownIn } from "./content-language";
import { culturalDateKinds, languages } from "./enums";
import { isoDayPattern, isRealIsoDay } from "./iso-day";

export type CulturalDateKind = (typeof culturalDateKinds)[number];

/** One row of the Cultural Calendar card: an admin-kept date or an upcoming community event. */
export type CalendarEntry = ShownIn<"title"> & {
  id: string;
  kind: CulturalDateKind;
  /** In the reader's language, English where no translation was given (shownIn.title says which). */
  title: string;
  /** The Gregorian day, YYYY-MM-DD (Asia/Riyadh). */
  date: string;
  /** False for Islamic dates still estimated from the Umm al-Qura calendar ("expected"). */
  isConfirmed: boolean;
  /** Where the entry leads: an event's own page /events/{slug}; null for admin-kept dates. */
  link: string | null;
  /** The community event's slug (its page is /events/{slug}); null for admin-kept dates. */
  eventSlug: string | null;
};
export type CalendarResponse = { dates: CalendarEntry[] };

/** GET /api/calendar?language=: anything unknown means the reader's saved language. */
export const calendarQuerySchema = z.object({
  language: z.enum(languages).optional().catch(undefined),
});

/** How many upcoming dates the card shows at most. */
export const CALENDAR_LIMIT = 8;

export { isoDayPattern };

/** A real calendar day written YYYY-MM-DD (2027-02-30 is refused). */
const isoDay = z
  .string()
  .trim()
  .regex(isoDayPattern, "Enter the date as YYYY-MM-DD")
  .refine((value) => !isoDayPattern.test(value) || isRealIsoDay(value), "Enter a real date");

const optionalTitle = z
  .string()
  .trim()
  .max(120, "At most 120 characters")
  .nullable()
  .optional()
  .transform((value) => value || null);

/** POST /api/admin/calendar and PUT /api/admin/calendar/:id (one form creates and edits). */
export const adminCulturalDateSchema = z.object({
  kind: z.enum(culturalDateKinds, { error: "Choose a kind: islamic, national or community" }),
  titleEn: z
    .string()
    .trim()
    .min(2, "The English title needs 2 to 120 characters")
    .max(120, "The English title needs 2 to 120 characters"),
  titleAr: optionalTitle,
  titleUr: optionalTitle,
  date: isoDay,
  isConfirmed: z.boolean().default(true),
});
export type AdminCulturalDateInput = z.input<typeof adminCulturalDateSchema>;
export type AdminCulturalDateData = z.output<typeof adminCulturalDateSchema>;

/** POST /api/admin/calendar/:id/confirm: the sighted date, which may differ from the estimate. */
export const confirmCulturalDateSchema = z.object({ date: isoDay });

export type AdminCulturalDate = {
  id: string;
  slug: string;
  kind: CulturalDateKind;
  titleEn: string;
  titleAr: string | null;
  titleUr: string | null;
  date: string;
  isConfirmed: boolean;
  isActive: boolean;
};
export type AdminCulturalDatesResponse = { dates: AdminCulturalDate[] };
export type AdminCulturalDateResponse = { date: AdminCulturalDate };
