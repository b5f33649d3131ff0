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

export const requiredMessage: Partial<Record<RsvpField, keyof EventRsvpTexts>> = {
  name: "nameRequired",
  email: "emailInvalid",
  phone: "phoneRequired",
  profession: "professionRequired",
  company: "companyRequired",
};

export const isField = (key: unknown): key is RsvpField => rsvpFields.includes(key as RsvpField);

export const firstInvalid = (errors: RsvpErrors) => rsvpFields.find((field) => errors[field]);
