import { useCallback, useState } from "react";
import { validationDetails } from "./api-errors";

/** A form's fields, each with the server's messages (or codes) for it. */
export type FormFieldErrors<F extends string> = Partial<Record<F, string[]>>;

/**
 * Maps a failed call's 422 details (worker/contract/errors.ts FieldErrors) onto this form's fields:
 * fields the form does not have are left out; anything but a 422 maps to no field at all.
 */
export function fieldErrorsOf<F extends string>(error: unknown, fields: readonly F[]): FormFieldErrors<F> {
  const details = validationDetails(error) ?? {};
  const errors: FormFieldErrors<F> = {};
  for (const field of fields) {
    const messages = details[field];
    if (messages) errors[field] = messages;
  }
  return errors;
}

/** The fields a 422 names, in the form's own order (for marking them and focusing the first). */
export const refusedFieldsOf = <F extends string>(error: unknown, fields: readonly F[]): F[] =>
  fields.filter((field) => field in fieldErrorsOf(error, fields));

/** The first message (or code, such as "too_common") the server gave for one field. */
export const firstFieldError = (error: unknown, field: string): string | undefined =>
  validationDetails(error)?.[field]?.[0];

/**
 * One form's server-side field errors: `fromError` keeps what a failed call says about this form's
 * fields (and answers it, so the caller can focus the first), `clear` forgets one field or all.
 */
export function useFieldErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<FormFieldErrors<F>>({});
  const fromError = useCallback(
    (error: unknown) => {
      const found = fieldErrorsOf(error, fields);
      setErrors(found);
      return found;
    },
    [fields],
  );
  const clear = useCallback((field?: F) => {
    setErrors((current) => {
      if (!field) return {};
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }, []);
  return { errors, fromError, clear };
}

/** What a table of known codes (one message per problem) has for a server's code; undefined for others. */
export function codeEntry<K extends string, V>(
  table: Readonly<Record<K, V>>,
  code: string | undefined,
): V | undefined {
  return code !== undefined && Object.hasOwn(table, code) ? table[code as K] : undefined;
}
