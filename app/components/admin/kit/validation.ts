import type { z } from "zod";
import { errorCode, validationDetails } from "../../../lib/api-errors";
import type { FieldSpec } from "./resource";

/** Field name -> the message shown under it. */
export type FieldErrors = Record<string, string>;

/**
 * The first message of each field of the server's 422 `validation_failed` body, read by the app's one
 * reader (validationDetails), or none for any other failure.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (errorCode(error) !== "validation_failed") return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(validationDetails(error) ?? {})) {
    const first = messages[0];
    if (first) errors[field] = first;
  }
  return errors;
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
