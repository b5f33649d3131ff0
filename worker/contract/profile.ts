import { z } from "zod";
import { optionalMemberCityField } from "./city-field";
import { asrMethods, languages, type MembershipTierId, profileTimeZones, spokenLanguages } from "./enums";

// Spec point 3's profile update payload: each choice is one list in enums.ts, used by the validator and the selects.

export const BIO_MAX_LENGTH = 1000;
export const SKILLS_MAX = 30;
export const SKILL_MAX_LENGTH = 50;
export const NAME_MAX_LENGTH = 50;
export const TEXT_MAX_LENGTH = 100;

/** Skills compare without case, so "React" and "react" count as one (the chip rule and the API agree). */
export const sameSkill = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

const noDuplicates = (list: readonly string[]) =>
  list.every((item, index) => list.findIndex((other) => sameSkill(other, item)) === index);

/** Blank text clears the field (stored as null) rather than keeping a row of spaces. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `At most ${max} characters` })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

const name = z
  .string()
  .trim()
  .min(1, { error: "Required" })
  .max(NAME_MAX_LENGTH, { error: `At most ${NAME_MAX_LENGTH} characters` })
  .optional();

/**
 * PUT /api/profile. Every field is optional: the profile tab and the preferences tab each send their
 * own fields, and a missing field keeps its stored value.
 */
export const profileUpdateSchema = z.object({
  firstName: name,
  lastName: name,
  title: optionalText(TEXT_MAX_LENGTH),
  company: optionalText(TEXT_MAX_LENGTH),
  /** A city of worker/contract/cities.ts (any spelling it reads), stored as its id; blank clears it. */
  location: optionalMemberCityField(),
  bio: optionalText(BIO_MAX_LENGTH),
  skills: z
    .array(
      z
        .string()
        .trim()
        .min(1, { error: "A skill cannot be empty" })
        .max(SKILL_MAX_LENGTH, { error: `A skill has at most ${SKILL_MAX_LENGTH} characters` }),
    )
    .max(SKILLS_MAX, { error: `At most ${SKILLS_MAX} skills` })
    .refine(noDuplicates, { error: "Each skill only once" })
    .optional(),
  languages: z
    .array(z.enum(spokenLanguages))
    .refine(noDuplicates, { error: "Each language only once" })
    .optional(),
  prayerTimesEnabled: z.boolean().optional(),
  /** How the prayer widget computes Asr (not in the spec's payload: the Hanafi option of issue 6). */
  asrMethod: z.enum(asrMethods).optional(),
  preferredLanguage: z.enum(languages).optional(),
  timeZone: z.enum(profileTimeZones).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
export type ProfileField = keyof ProfileUpdateInput;

/** What a 422 from POST /api/profile/photo says in details.photo. */
export type PhotoProblem = "missing" | "too_large" | "unsupported_type" | "too_many_pixels";
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_MAX_DIMENSION = 4096;
/** The browser shrinks photos to this before uploading. */
export const PHOTO_UPLOAD_DIMENSION = 800;

/** GET /api/profile/public/:userId: only what a member agreed to share (never email or phone). */
export type PublicProfile = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  company: string | null;
  location: string | null;
  /** The tier the card shows (displayTier): Executive reads Executive; no membership reads Basic. */
  membershipTier: MembershipTierId;
  profileImageUrl: string | null;
};
