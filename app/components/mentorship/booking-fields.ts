import {
  MESSAGE_MIN,
  type MentorshipRequestInput,
  mentorshipRequestSchema,
  TOPIC_MIN,
  todayUtc,
} from "../../../worker/contract/mentorship";
import type { MentorshipTexts } from "../../i18n/messages/mentorship";

/** The booking form's fields in screen order: the first invalid one gets the focus. */
export const bookingFields = ["topic", "message", "preferredDate"] as const;
export type BookingField = (typeof bookingFields)[number];
export type BookingValues = Record<BookingField, string>;
export type BookingErrors = Partial<Record<BookingField, keyof MentorshipTexts>>;

export const emptyBooking: BookingValues = { topic: "", message: "", preferredDate: "" };

const isField = (key: unknown): key is BookingField => bookingFields.includes(key as BookingField);

/** Why a field is wrong, as a catalog key: the same words whether the app or the API found it. */
function reason(field: BookingField, values: BookingValues): keyof MentorshipTexts {
  const text = values[field].trim();
  if (field === "topic") return text.length < TOPIC_MIN ? "topicShort" : "topicLong";
  if (field === "message") return text.length < MESSAGE_MIN ? "messageShort" : "messageLong";
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && text < todayUtc() ? "datePast" : "dateInvalid";
}

/** Checks with the API's own schema. */
export function validateBooking(mentorSlug: string, values: BookingValues) {
  const parsed = mentorshipRequestSchema.safeParse({ mentorSlug, ...values });
  if (parsed.success) {
    const data: MentorshipRequestInput = { ...parsed.data, preferredDate: parsed.data.preferredDate };
    return { data, errors: {} as BookingErrors };
  }
  return {
    data: null,
    errors: bookingErrorsFor(
      parsed.error.issues.map((issue) => issue.path[0]),
      values,
    ),
  };
}

/** Field names (from zod issues or a 422's details) mapped to their catalog keys. */
export function bookingErrorsFor(fields: unknown[], values: BookingValues): BookingErrors {
  const errors: BookingErrors = {};
  for (const field of fields) {
    if (isField(field) && !errors[field]) errors[field] = reason(field, values);
  }
  return errors;
}

export const firstInvalid = (errors: BookingErrors) => bookingFields.find((field) => errors[field]);
