import { z } from "zod";
import { optionalTranslatedList, optionalTranslation } from "./content-language";
import type { MentorSummary, MentorshipProgram } from "./mentorship";

/** A mentor in /api/admin/mentorship: the public card plus visibility and the private links. */
export type AdminMentor = MentorSummary & {
  isActive: boolean;
  /** Where booking requests are emailed (the linked account's address when empty). */
  email: string | null;
  /** The member account linked to this mentor: they answer requests on /mentorship. */
  accountEmail: string | null;
};

type Versions<K extends string, T> = { [P in `${K}Ar` | `${K}Ur`]: T | null };

/** A program as admins edit it: the English texts with their Arabic and Urdu versions (null: missing). */
export type AdminProgram = Omit<MentorshipProgram, "shownIn"> &
  Versions<"title" | "duration" | "format" | "description", string> &
  Versions<"features", string[]> & { sortOrder: number; isActive: boolean };

const text = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`)
    .max(max, `${label} can have at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can have at most ${max} characters`)
    .optional()
    .nullable()
    .transform((value) => value || null);

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .nullable()
  .transform((value) => value || null)
  .refine((value) => value === null || z.email().safeParse(value).success, "Enter a valid email address");

/** A list typed one item per line in the admin form: blank lines dropped. */
const lines = (label: string, max: number) =>
  z
    .array(z.string().trim().max(120, `Each ${label} can have at most 120 characters`))
    .transform((items) => items.filter(Boolean))
    .pipe(z.array(z.string()).max(max, `At most ${max} ${label} items`));

export const adminMentorSchema = z.object({
  name: text("Name", 2, 120),
  title: text("Title", 2, 120),
  company: text("Company", 1, 120),
  expertise: lines("expertise", 10).pipe(z.array(z.string()).min(1, "Add at least one area of expertise")),
  experience: text("Experience", 1, 60),
  rating: z.coerce.number().min(0, "Rating is between 0 and 5").max(5, "Rating is between 0 and 5"),
  sessions: z.coerce.number().int("Sessions is a whole number").min(0, "Sessions cannot be negative"),
  imageUrl: optionalText("Image address", 500).refine(
    (value) => value === null || /^(https:\/\/|\/)/.test(value),
    "Use an https:// address or a path on this site",
  ),
  bio: optionalText("Bio", 2000),
  email: optionalEmail,
  /** Links the mentor to the member account with this email; empty unlinks. */
  accountEmail: optionalEmail,
});
export type AdminMentorInput = z.input<typeof adminMentorSchema>;
export type AdminMentorData = z.output<typeof adminMentorSchema>;

export const adminProgramSchema = z.object({
  title: text("Title", 2, 120),
  duration: text("Duration", 1, 60),
  format: text("Format", 1, 120),
  description: text("Description", 10, 2000),
  features: lines("feature", 12),
  titleAr: optionalTranslation(120),
  titleUr: optionalTranslation(120),
  durationAr: optionalTranslation(60),
  durationUr: optionalTranslation(60),
  formatAr: optionalTranslation(120),
  formatUr: optionalTranslation(120),
  descriptionAr: optionalTranslation(2000),
  descriptionUr: optionalTranslation(2000),
  featuresAr: optionalTranslatedList(120),
  featuresUr: optionalTranslatedList(120),
  sortOrder: z.coerce.number().int("Order is a whole number").min(0).max(1000).default(0),
});
export type AdminProgramInput = z.input<typeof adminProgramSchema>;
export type AdminProgramData = z.output<typeof adminProgramSchema>;
