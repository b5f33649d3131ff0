import {
  type OnboardingField,
  type OnboardingInput,
  onboardingSchema,
} from "../../../worker/contract/onboarding";
import type { CurrentUser } from "../../../worker/contract/user";
import type { OnboardingTexts } from "../../i18n/messages/onboarding";
import { cityChoice } from "../../lib/member-cities";

/** What the inputs hold: plain strings, so nothing typed is ever lost or reformatted between steps. */
export type OnboardingForm = Record<OnboardingField, string>;

export type ConsentChoices = {
  pdplConsentGiven: boolean;
  marketingOptIn: boolean;
  dataProcessingOptIn: boolean;
  profileSharingOptIn: boolean;
  /** Refreshed on every change (spec point 3). */
  consentDate: string;
};

/** A field's problem as a catalog key (and its placeholder values). */
export type FieldError = { key: keyof OnboardingTexts; vars?: Record<string, number> };
export type FieldErrors = Partial<Record<OnboardingField, FieldError>>;

/** Starts from what the account already knows (sign-up split the name), so members only add the rest. */
export function initialForm(user: CurrentUser | null): OnboardingForm {
  return {
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    phoneNumber: "",
    // A city id (or the city an older written value names): the select shows only the list.
    location: cityChoice(user?.location),
    bio: user?.bio ?? "",
    jobTitle: user?.title ?? "",
    company: user?.company ?? "",
    experience: "",
    skills: user?.skills.join(", ") ?? "",
    industry: "",
    linkedinUrl: "",
    interests: "",
  };
}

export const initialConsent = (): ConsentChoices => ({
  pdplConsentGiven: false,
  marketingOptIn: false,
  dataProcessingOptIn: false,
  profileSharingOptIn: false,
  consentDate: new Date().toISOString(),
});

/** The spec's payload (point 3). pdplConsentGiven is sent as chosen: the server refuses false. */
export function toPayload(form: OnboardingForm, consent: ConsentChoices, now = new Date()): OnboardingInput {
  return {
    ...form,
    experience: form.experience as OnboardingInput["experience"],
    industry: form.industry as OnboardingInput["industry"],
    consent: { ...consent, pdplConsentGiven: consent.pdplConsentGiven as true },
    profileCompleted: true,
    onboardingCompletedAt: now.toISOString(),
  };
}

const requiredKeys: Partial<Record<OnboardingField, keyof OnboardingTexts>> = {
  firstName: "firstNameRequired",
  lastName: "lastNameRequired",
  location: "locationRequired",
  jobTitle: "jobTitleRequired",
  company: "companyRequired",
};
const formatKeys: Partial<Record<OnboardingField, keyof OnboardingTexts>> = {
  phoneNumber: "phoneInvalid",
  linkedinUrl: "linkedinInvalid",
  experience: "invalidChoice",
  industry: "invalidChoice",
};

/** Checks the given fields with the API's own schema; the first problem per field is kept. */
export function validateFields(
  form: OnboardingForm,
  consent: ConsentChoices,
  fields: readonly OnboardingField[],
): FieldErrors {
  const result = onboardingSchema.safeParse(toPayload(form, consent));
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as OnboardingField;
    if (!fields.includes(field) || errors[field]) continue;
    if (issue.code === "too_big") {
      errors[field] = { key: "tooLong", vars: { max: Number(issue.maximum) } };
    } else {
      errors[field] = { key: requiredKeys[field] ?? formatKeys[field] ?? "invalidChoice" };
    }
  }
  return errors;
}
