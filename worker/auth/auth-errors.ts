import type { ErrorCode } from "../contract/errors";
import { AppError } from "../errors";

const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  422: "validation_failed",
  429: "rate_limited",
  503: "unavailable",
};

const codeOf = (status: number): ErrorCode =>
  codeByStatus[status] ?? (status >= 500 ? "internal" : "bad_request");

const fallbackMessage = (status: number) =>
  status === 404
    ? "No such API endpoint"
    : status >= 500
      ? "Something went wrong on our side"
      : "Request refused";

/**
 * better-auth answers its refusals as `{ code, message }` (and an unknown path with an empty 404).
 * Every /api answer uses our one shape, so a refusal is rewritten to `{ error: { code, message,
 * details: { authCode } } }`: same status, same cookies, better-auth's code kept for the app to read
 * (USER_ALREADY_EXISTS..., INVALID_TOKEN). Successes and redirects pass untouched.
 */
export async function inOurErrorShape(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  let authCode: string | undefined;
  let message: string | undefined;
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown } | null;
    if (typeof body?.code === "string") authCode = body.code;
    if (typeof body?.message === "string" && body.message) message = body.message;
  } catch {
    // An empty or non-JSON body: the status says it all.
  }
  const error = new AppError(
    codeOf(response.status),
    message ?? fallbackMessage(response.status),
    authCode ? { authCode } : undefined,
  );
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(error.toBody()), { status: response.status, headers });
}
