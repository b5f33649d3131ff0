import { type ContactField, contactMessageSchema } from "../../../worker/contract/contact";
import type { contactMessages } from "../../i18n/messages/contact";
import { ApiError } from "../../lib/api";
import { refusedFieldsOf } from "../../lib/use-field-errors";

type Key = keyof typeof contactMessages.en;

/** The form's fields in screen order: the first wrong one gets the focus. */
export const contactFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "subject",
  "message",
  "privacyConsent",
] as const satisfies readonly ContactField[];
export type FormField = (typeof contactFields)[number];

/** One message per field in the reader's language, whichever rule the field broke. */
export const fieldErrorKey: Record<FormField, Key> = {
  firstName: "errorFirstName",
  lastName: "errorLastName",
  email: "errorEmail",
  phone: "errorPhone",
  subject: "errorSubject",
  message: "errorMessage",
  privacyConsent: "errorConsent",
};

/** The fields the shared schema refuses, checked before sending so nothing is sent in vain. */
export function invalidFields(input: unknown): FormField[] {
  const parsed = contactMessageSchema.safeParse(input);
  if (parsed.success) return [];
  const names = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
  return contactFields.filter((field) => names.has(field));
}

export type SendFailure = { fields: FormField[]; kind: "fields" | "rate_limited" | "other" };

/** What a failed POST /api/contact means for the form: which fields to mark, or a general notice. */
export function sendFailure(error: unknown): SendFailure {
  if (!(error instanceof ApiError)) return { fields: [], kind: "other" };
  if (error.status === 429) return { fields: [], kind: "rate_limited" };
  // Not our JSON error shape (a proxy's page) names no field: a general notice.
  const fields = refusedFieldsOf(error, contactFields);
  return fields.length > 0 ? { fields, kind: "fields" } : { fields: [], kind: "other" };
}
