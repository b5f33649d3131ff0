// The one error body every /api response uses. Imported by the app too, so keep it free of worker code.
export const errorCodes = [
  "bad_request",
  "validation_failed",
  "unauthorized",
  "forbidden",
  "not_found",
  "conflict",
  "rate_limited",
  "internal",
  /** A service the request needs is not set up here (payments without a gateway). */
  "unavailable",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export type ErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown };
};

/** The `details` of a `validation_failed` answer: the messages for each field the schema refused. */
export type FieldErrors = Record<string, string[]>;
