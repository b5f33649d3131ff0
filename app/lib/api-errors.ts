import type { ErrorBody } from "../../worker/contract/errors";
import { ApiError } from "./api";

/** The fields a 422 or 409 answer names in `details` (our one error shape), else none. */
export function errorFields(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const details = (JSON.parse(error.body) as ErrorBody).error.details;
    return details && typeof details === "object" && !Array.isArray(details) ? Object.keys(details) : [];
  } catch {
    return [];
  }
}

export const hasStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** The server's own message from our error shape (`{error:{message}}`), for toasts and alerts. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  try {
    return (JSON.parse(error.body) as ErrorBody).error.message || null;
  } catch {
    return null;
  }
}
