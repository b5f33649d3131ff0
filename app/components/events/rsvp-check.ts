// The RSVP form's check, with the API's own schema: loaded when the form is first touched (rsvp-form.tsx),
// because the schema brings zod and the phone-number library (about 60 KB gzip), which an event page
// does not need to show itself.
import { PHONE_INVALID } from "../../../worker/contract/contact-channels";
import { rsvpSchema } from "../../../worker/contract/rsvp";
import { isField, type RsvpErrors, type RsvpValues, requiredMessage } from "./rsvp-fields";

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
