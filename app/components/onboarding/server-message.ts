import type { ErrorBody } from "../../../worker/contract/errors";
import { ApiError } from "../../lib/api";

/** The message the API put in its error body (spec point 8 shows "the server's message"). */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.body) as Partial<ErrorBody>;
      if (body.error?.message) return body.error.message;
    } catch {
      // Not our JSON error shape (a proxy's HTML page, an empty body): fall through.
    }
  }
  return error instanceof Error ? error.message : String(error);
}
