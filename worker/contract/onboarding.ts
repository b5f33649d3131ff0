import { z } from "zod";
import { memberCityField } from "./city-field";
import { industries, onboardingExperienceLevels } from "./enums";
import { optionalPhoneSchema } from "./phone-schemas";

// PUT /api/profile/complete-onboarding (spec point 3 "Onboarding payload"). The /onboarding form
// validates with this same schema, so a field the server refuses is already marked in the browser.

export const CONSENT_REQUIRED_MESSAGE = "You must consent to data processing to use the platform.";

export const TEXT_MAX = 100;
export const LONG_TEXT_MAX = 1000;

const required = (message: string) => z.string().trim().min(1, { error: message }).max(TEXT_MAX);
const optionalText = (max: number) => z.string().trim().max(max).optional().default("");
/** An empty select answers "", which means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal("")])
    .optional()
    .default("");

function isLinkedInUrl(value: string): boolean {
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return url.protocol === "https:" && (host === "linkedin.com" || host.endsWith(".linkedin.com"));
  } catch {
    return false;
  }
}

export const consentSchema = z.object({
  pdplConsentGiven: z.literal(true, { error: CONSENT_REQUIRED_MESSAGE }),
  marketingOptIn: z.boolean(),
  dataProcessingOptIn: z.boolean(),
  profileSharingOptIn: z.boolean(),
  /** The browser's time of the last change; the ledger records the server's time instead. */
  consentDate: z.iso.datetime({ offset: true }),
});
export type ConsentInput = z.input<typeof consentSchema>;

export const onboardingSchema = z.object({
  firstName: required("First name is required"),
  lastName: required("Last name is required"),
  /** Saudi by default, Pakistani next; stored in E.164 ("" when not given). */
  phoneNumber: optionalPhoneSchema().transform((value) => value ?? ""),
  /** A city of worker/contract/cities.ts (any spelling it reads), stored as its id. */
  location: memberCityField("Location is required"),
  bio: optionalText(LONG_TEXT_MAX),
  jobTitle: required("Job title is required"),
  company: required("Company is required"),
  experience: optionalChoice(onboardingExperienceLevels),
  /** Free text, comma separated; stored as the profile's skills list. */
  skills: optionalText(500),
  industry: optionalChoice(industries),
  linkedinUrl: optionalText(200).refine((value) => value === "" || isLinkedInUrl(value), {
    error: "Enter a full LinkedIn address starting with https://",
  }),
  interests: optionalText(500),
  consent: consentSchema,
  profileCompleted: z.literal(true),
  /** The browser's time; the server stores its own. */
  onboardingCompletedAt: z.iso.datetime({ offset: true }),
});
export type OnboardingInput = z.input<typeof onboardingSchema>;
export type OnboardingData = z.output<typeof onboardingSchema>;

/** Fields on the personal and professional steps (what the form validates before Continue/Complete). */
export const personalFields = ["firstName", "lastName", "phoneNumber", "location", "bio"] as const;
export const professionalFields = [
  "jobTitle",
  "company",
  "experience",
  "skills",
  "industry",
  "linkedinUrl",
  "interests",
] as const;
export type OnboardingField = (typeof personalFields)[number] | (typeof professionalFields)[number];

/** "Python, SQL, , python" -> ["Python", "SQL"]: trimmed, empty and repeated entries dropped. */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of text.split(/[,،]/)) {
    const skill = raw.trim().slice(0, 50);
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    skills.push(skill);
  }
  return skills.slice(0, 30);
}
