import { z } from "zod";
import { choice } from "./choice";
import { memberCityField } from "./city-field";
import type { ShownIn } from "./content-language";
import { type ApplicationStatus, applicationExperienceLevels, membershipTierIds, professions } from "./enums";
import { phoneSchema } from "./phone-schemas";

/**
 * The membership application page (spec point 5): the exact rules and messages, used by the form
 * (on submit and on every change) and by POST /api/membership/applications.
 */
export const membershipApplicationSchema = z.object({
  firstName: z.string().trim().min(2, "First name is required").max(100),
  lastName: z.string().trim().min(2, "Last name is required").max(100),
  email: z.string().trim().max(254).pipe(z.email("Valid email is required")),
  phone: phoneSchema("Valid phone number is required", "Valid phone number is required"),
  /** The applicant's city (an approval makes it their member city): an id of worker/contract/cities.ts. */
  city: memberCityField("City is required"),
  // The selects' lists (spec point 9); an empty or unknown choice gets the spec's "required" message.
  profession: choice(professions, "Profession is required"),
  company: z.string().trim().min(2, "Company is required").max(200),
  experience: choice(applicationExperienceLevels, "Experience level is required"),
  membershipType: choice(membershipTierIds, "Membership type is required"),
  agreeTerms: z.boolean().refine((value) => value === true, "You must agree to terms"),
  agreeMarketing: z.boolean().optional(),
});
export type MembershipApplicationInput = z.input<typeof membershipApplicationSchema>;
export type MembershipApplication = z.output<typeof membershipApplicationSchema>;
export type MembershipApplicationField = keyof MembershipApplicationInput;

export const applicationReviewSchema = z.discriminatedUnion("status", [
  z.object({ status: z.literal("approved") }),
  z.object({ status: z.literal("rejected"), reason: z.string().trim().min(1, "Give a reason").max(1000) }),
]);

/**
 * GET /api/admin/applications rows. `tierName`: the chosen tier's name (admin-written) in the reader's
 * language, English where that version is missing (shownIn.tierName says which).
 */
export type AdminApplication = ShownIn<"tierName"> & {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  profession: string;
  company: string | null;
  experience: string;
  membershipType: string;
  tierName: string;
  agreeMarketing: boolean;
  status: ApplicationStatus;
  reviewNote: string | null;
  createdAt: string;
};
