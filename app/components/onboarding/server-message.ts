import { serverMessage as bodyMessage } from "../../lib/api-errors";

/** The message the API put in its error body (spec point 8 shows "the server's message"). */
export function serverMessage(error: unknown): string {
  // Not our JSON error shape (a proxy's HTML page, an empty body): the error's own message.
  return bodyMessage(error) ?? (error instanceof Error ? error.message : String(error));
}
