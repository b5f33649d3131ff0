import { ApiError } from "../../lib/api";

/** The per-field messages of a 422 answer, and its status, from an API error. */
export function serverProblem(error: unknown): { status: number; fields: string[] } {
  if (!(error instanceof ApiError)) return { status: 0, fields: [] };
  try {
    const body = JSON.parse(error.body) as { error?: { details?: Record<string, unknown> } };
    return { status: error.status, fields: Object.keys(body.error?.details ?? {}) };
  } catch {
    return { status: error.status, fields: [] };
  }
}
