// Turning schema issues and API error bodies into translated field messages.
import type { z } from "zod";
import { type PasswordProblem, passwordLikenessMessages } from "../../../worker/contract/auth";
import type { AuthTexts } from "../../i18n/messages/auth";
import { ApiError } from "../../lib/api";
import { fieldErrorsOf } from "../../lib/use-field-errors";

export type AuthKey = keyof AuthTexts & string;
/** Field name -> catalog key of the message to show under it. */
export type FieldErrors<F extends string> = Partial<Record<F, AuthKey>>;

// The shared schemas speak English; each of their messages has the same words under a catalog key.
const schemaMessageKeys: Record<string, AuthKey> = {
  "Valid email is required": "errEmail",
  "Password must be at least 6 characters": "errPasswordMin6",
  "Password must be at least 8 characters": "errPasswordMin8",
  "Password must be at most 128 characters": "errPasswordMax",
  "Name is required": "errName",
  "You must agree to terms": "errTerms",
  [passwordLikenessMessages.blank]: "errPasswordBlank",
  [passwordLikenessMessages.like_email]: "errPasswordLikeEmail",
  [passwordLikenessMessages.like_name]: "errPasswordLikeName",
};

const passwordProblemKeys: Partial<Record<string, AuthKey>> = {
  too_short: "errPasswordMin8",
  too_long: "errPasswordMax",
  too_common: "errPasswordCommon",
  blank: "errPasswordBlank",
  like_email: "errPasswordLikeEmail",
  like_name: "errPasswordLikeName",
} satisfies Record<PasswordProblem, AuthKey>;

/** The catalog key of a shared schema's English message. */
export const keyOf = (message = ""): AuthKey => schemaMessageKeys[message] ?? "errInvalid";

/** The first message per field of a failed safeParse, in the schema's field order. */
export function issuesToErrors<F extends string>(error: z.ZodError, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as F;
    if (fields.includes(field) && !errors[field]) errors[field] = keyOf(issue.message);
  }
  return errors;
}

type ErrorJson = {
  code?: string;
  message?: string;
  error?: { code?: string; message?: string; details?: Record<string, unknown> };
};

/** The JSON body of a failed call (our `{ error: {...} }` shape or better-auth's `{ code, message }`). */
export function errorJson(error: unknown): ErrorJson {
  if (!(error instanceof ApiError)) return {};
  try {
    return (JSON.parse(error.body) as ErrorJson | null) ?? {};
  } catch {
    return {};
  }
}

export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/** A 422's details (`{ password: "too_common" }` or zod's `{ email: ["Valid email is required"] }`). */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): FieldErrors<F> {
  const found = fieldErrorsOf(error, fields);
  const errors: FieldErrors<F> = {};
  for (const field of fields) {
    const first = found[field]?.[0];
    if (first !== undefined) errors[field] = passwordProblemKeys[first] ?? keyOf(first);
  }
  return errors;
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstInvalid(fieldIds: readonly string[]): void {
  for (const id of fieldIds) {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
  }
}
