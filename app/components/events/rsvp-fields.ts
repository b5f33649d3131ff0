import { PHONE_INVALID } from "../../../worker/contract/contact-channels";
import { rsvpSchema } from "../../../worker/contract/rsvp";
import type { EventRsvpTexts } from "../../i18n/messages/event-rsvp";

/** The form's fields in screen order: the first invalid one gets the focus. */
export const rsvpFields = [
  "name",
  "email",
  "phone",
  "linkedin",
  "profession",
  "company",
  "expectations",
] as const;
export type RsvpField = (typeof rsvpFields)[number];
export type RsvpValues = Record<RsvpField, string>;
export type RsvpErrors = Partial<Record<RsvpField, keyof EventRsvpTexts>>;

export const emptyRsvp: RsvpValues = {
  name: "",
  email: "",
  phone: "",
  linkedin: "",
  profession: "",
  company: "",
  expectations: "",
};

const requiredMessage: Partial<Record<RsvpField, keyof EventRsvpTexts>> = {
  name: "nameRequired",
  email: "emailInvalid",
  phone: "phoneRequired",
  profession: "professionRequired",
  company: "companyRequired",
};

const isField = (key: unknown): key is RsvpField => rsvpFields.includes(key as RsvpField);

/** Checks with the API's own schema; errors come back as catalog keys so they show translated. */
export function validateRsvp(values: RsvpValues, event: string) {
  const parsed = rsvpSchema.safeParse({ ...values, event });
  if (parsed.success) return { data: parsed.data, errors: {} as RsvpErrors };
  const errors: RsvpErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field]) continue;
    errors[field] =
      issue.message === PHONE_INVALID
        ? "phoneInvalid"
        : issue.code === "too_big"
          ? "tooLong"
          : (requiredMessage[field] ?? "tooLong");
  }
  return { data: null, errors };
}

/** A 422's field errors mapped onto the same catalog keys. */
export function errorsFromServer(details: Partial<Record<string, string[]>>): RsvpErrors {
  const errors: RsvpErrors = {};
  for (const key of Object.keys(details)) {
    if (!isField(key)) continue;
    errors[key] = details[key]?.includes(PHONE_INVALID)
      ? "phoneInvalid"
      : (requiredMessage[key] ?? "tooLong");
  }
  return errors;
}

export const firstInvalid = (errors: RsvpErrors) => rsvpFields.find((field) => errors[field]);
