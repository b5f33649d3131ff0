import type { z } from "zod";
import type { ErrorBody } from "../../../../worker/contract/errors";
import { ApiError } from "../../../lib/api";
import type { FieldSpec } from "./resource";

/** Field name -> the message shown under it. */
export type FieldErrors = Record<string, string>;

/**
 * The one reader of the server's 422 `validation_failed` body (`details`: field -> messages, as
 * zod's flattenError gives them): the first message of each field, or none for any other failure.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  try {
    const { code, details } = (JSON.parse(error.body) as ErrorBody).error;
    if (code !== "validation_failed" || !details || typeof details !== "object") return {};
    const errors: FieldErrors = {};
    for (const [field, messages] of Object.entries(details as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === "string" && first) errors[field] = first;
    }
    return errors;
  } catch {
    return {};
  }
}

/**
 * One message per field for the schema's issues (or the server's), in the catalog's words where the
 * field has them. A bad item of a "lines" field names its textarea line (blank lines count).
 */
export function fieldErrors<Row>(
  fields: FieldSpec<Row>[],
  problems: { field: string; index?: number; message: string; own?: boolean }[],
  lineNumbers: Record<string, number[]>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, index, message, own } of problems) {
    const spec = fields.find((candidate) => (candidate.inputName ?? candidate.name) === field);
    const name = spec?.name ?? field;
    if (errors[name]) continue;
    const line = index === undefined ? undefined : (lineNumbers[name]?.[index] ?? index + 1);
    // A rule of the section's own (`own`) brings its words; the schema's issues take the field's.
    errors[name] = own
      ? message
      : typeof spec?.error === "function"
        ? spec.error({ line })
        : (spec?.error ?? message);
  }
  return errors;
}

/** Zod's issues as problems: the field is the first path segment, an item index the second. */
export const issueProblems = (issues: readonly z.core.$ZodIssue[]) =>
  issues.map((issue) => ({
    field: String(issue.path[0]),
    index: typeof issue.path[1] === "number" ? issue.path[1] : undefined,
    message: issue.message,
  }));

/** Field name -> the translated message for the first problem zod found in it (a form of its own). */
export function errorsFrom<K extends string>(
  issues: readonly z.core.$ZodIssue[],
  messages: Record<K, string>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const name = String(issue.path[0]) as K;
    if (name in messages && !errors[name]) errors[name] = messages[name];
  }
  return errors;
}
