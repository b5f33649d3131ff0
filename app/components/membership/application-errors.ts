import {
  type MembershipApplicationField,
  type MembershipApplicationInput,
  membershipApplicationSchema,
} from "../../../worker/contract/membership-application";
import type { MembershipTexts } from "../../i18n/messages/membership";

/** Each field's message (spec point 5), as a catalog key so it reads in the page's language. */
export const applicationErrorKey: Record<
  Exclude<MembershipApplicationField, "agreeMarketing">,
  keyof MembershipTexts
> = {
  firstName: "errorFirstName",
  lastName: "errorLastName",
  email: "errorEmail",
  phone: "errorPhone",
  city: "errorCity",
  profession: "errorProfession",
  company: "errorCompany",
  experience: "errorExperience",
  membershipType: "errorMembershipType",
  agreeTerms: "errorAgreeTerms",
};

export type ApplicationErrors = Partial<Record<keyof typeof applicationErrorKey, true>>;

/** The fields that break the schema, in form order. */
export function applicationErrors(input: MembershipApplicationInput): ApplicationErrors {
  const parsed = membershipApplicationSchema.safeParse(input);
  if (parsed.success) return {};
  const errors: ApplicationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && field in applicationErrorKey)
      errors[field as keyof ApplicationErrors] = true;
  }
  return errors;
}
