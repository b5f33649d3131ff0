import type { ErrorBody, FieldErrors } from "../../worker/contract/errors";
import { ApiError } from "./api";

/** Our one error shape (`{ error: { code, message, details } }`) read back from an ApiError, or null. */
function errorOf(error: unknown): ErrorBody["error"] | null {
  if (!(error instanceof ApiError)) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    if (!body || typeof body !== "object" || !("error" in body)) return null;
    const inner = (body as Partial<ErrorBody>).error;
    return inner && typeof inner === "object" ? inner : null;
  } catch {
    return null;
  }
}

const isFieldErrors = (details: unknown): details is FieldErrors =>
  Boolean(details) &&
  typeof details === "object" &&
  !Array.isArray(details) &&
  Object.values(details as object).every(
    (messages) => Array.isArray(messages) && messages.every((message) => typeof message === "string"),
  );

/** The details object of a 4xx answer (a 422 or 409 names fields there), whatever its values are. */
function detailsObject(error: unknown): Record<string, unknown> | null {
  const details = errorOf(error)?.details;
  return details && typeof details === "object" && !Array.isArray(details)
    ? (details as Record<string, unknown>)
    : null;
}

/** The details object of our error shape (e.g. a 429's retryAfterSeconds), or null. */
export const errorDetails = (error: unknown): Record<string, unknown> | null => detailsObject(error);

/** The fields a 422 or 409 answer names in `details` (our one error shape), else none. */
export function errorFields(error: unknown): string[] {
  return Object.keys(detailsObject(error) ?? {});
}

/**
 * The per-field messages of a 422 answer (worker/contract/errors.ts FieldErrors: field → messages),
 * or null when the error is something else. A code in place of the messages (`{ photo: "too_large" }`,
 * `{ password: "too_common" }`) is that field's one message.
 */
export function validationDetails(error: unknown): FieldErrors | null {
  if (!hasStatus(error, 422)) return null;
  const details = detailsObject(error);
  if (!details) return null;
  if (isFieldErrors(details)) return details;
  const messagesOf = (value: unknown) =>
    Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
  return Object.fromEntries(Object.entries(details).map(([field, value]) => [field, messagesOf(value)]));
}

export const hasStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** The code of our error shape (`{error:{code}}`), or null for any other failure. */
export function errorCode(error: unknown): ErrorBody["error"]["code"] | null {
  return errorOf(error)?.code ?? null;
}

/** The server's own message from our error shape (`{error:{message}}`), for toasts and alerts. */
export function serverMessage(error: unknown): string | null {
  return errorOf(error)?.message || null;
}
