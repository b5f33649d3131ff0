import { type ContactField, contactMessageSchema } from "../../../worker/contract/contact";
import type { ErrorBody } from "../../../worker/contract/errors";
import type { contactMessages } from "../../i18n/messages/contact";
import { ApiError } from "../../lib/api";

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
  try {
    const body = JSON.parse(error.body) as ErrorBody;
    const details = (body.error.details ?? {}) as Record<string, unknown>;
    const fields = contactFields.filter((field) => field in details);
    if (error.status === 422 && fields.length > 0) return { fields, kind: "fields" };
  } catch {
    // Not our JSON error shape (a proxy's page): a general notice.
  }
  return { fields: [], kind: "other" };
}
