import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import { FormField } from "./form-field";
import { readValues } from "./form-values";
import { useAdminMutation } from "./mutations";
import type { ResourceForm as FormSpec } from "./resource";
import { type FieldErrors, fieldErrors, issueProblems, serverFieldErrors } from "./validation";

const ownProblems = (errors: Record<string, string> | undefined) =>
  Object.entries(errors ?? {}).map(([field, message]) => ({ field, message, own: true }));

/**
 * Creates (row = null) or edits a row. The contract's schema checks the values first; a 422 from the
 * server marks the fields it names the same way. Focus moves to the heading when the form opens
 * (unless `autoFocus` is false: an always-open form must not take focus on page load).
 */
export function ResourceForm<Row, Input>({
  form: spec,
  row,
  template,
  listKey,
  invalidate,
  onDone,
  onCancel = onDone,
  level = 2,
  autoFocus = true,
  region = false,
  children,
}: {
  form: FormSpec<Row, Input>;
  row: Row | null;
  /** Values the create form starts from. */
  template?: Partial<Row>;
  /** The list's query key, whose rows `toInput` may use (a new row's place at the end, say). */
  listKey: readonly unknown[];
  invalidate: string[];
  /** After a save. */
  onDone: () => void;
  /** The Cancel button; null for a form that stays open (it has none). */
  onCancel?: (() => void) | null;
  autoFocus?: boolean;
  /** Also a landmark region named by the heading (a form that is always on the page). */
  region?: boolean;
  /** The heading's level: 3 inside a ResourceSection, whose own heading is an h2. */
  level?: 2 | 3;
  /** Extra controls of the section's own, placed after the fields. */
  children?: ReactNode;
}) {
  const t = useT(adminMessages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminMutation({
    mutationFn: (input: Input) => spec.save(row, input),
    invalidate,
    successTitle: (_input, answer) =>
      spec.saved?.(answer, row) ?? (row ? t("saved") : (spec.created ?? t("saved"))),
  });

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  const fields = (typeof spec.fields === "function" ? spec.fields(row) : spec.fields).filter(
    (field) => !(row && field.createOnly),
  );

  /** Shows the errors and moves focus to the first field that has one, so the reader starts there. */
  function showErrors(next: FieldErrors) {
    setErrors(next);
    const first = fields.find((field) => next[field.name]);
    if (first) document.getElementById(`${id}-${first.name}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values, lineNumbers } = readValues(fields, new FormData(event.currentTarget));
    const rows =
      queryClient
        .getQueriesData<Row[]>({ queryKey: listKey })
        .map(([, data]) => data)
        .find(Array.isArray) ?? [];
    const input = spec.toInput ? spec.toInput(values, row, rows) : values;
    const parsed = spec.schema.safeParse(input);
    // The section's own rules first: their words win over the field's general one.
    const problems = [
      ...ownProblems(spec.check?.(input as Input, row)),
      ...(parsed.success ? [] : issueProblems(parsed.error.issues)),
    ];
    if (problems.length > 0) {
      showErrors(fieldErrors(fields, problems, lineNumbers));
      return;
    }
    setErrors({});
    try {
      // The values as typed (the schema may add defaults the server adds itself).
      await save.mutateAsync(input as Input);
      onDone();
    } catch (error) {
      const own = spec.errorsFor?.(error);
      const problems = own
        ? ownProblems(own)
        : Object.entries(serverFieldErrors(error)).map(([field, message]) => ({ field, message }));
      showErrors(fieldErrors(fields, problems, lineNumbers));
    }
  }

  const title = spec.title(row);
  const Heading = level === 3 ? "h3" : "h2";
  const hasErrors = Object.keys(errors).length > 0;
  const form = (
    <form onSubmit={submit} noValidate className="card grid gap-4" aria-labelledby={`${id}--heading`}>
      <Heading id={`${id}--heading`} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {title}
      </Heading>
      {hasErrors ? (
        <p role="alert" className="font-medium text-red-700">
          {spec.errorSummary ?? t("errorSummary")}
        </p>
      ) : null}
      {spec.markRequired ? <p className="text-sm text-slate-600">{spec.markRequired}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={`${id}-${field.name}`}
            row={row}
            template={template}
            error={errors[field.name]}
            star={Boolean(spec.markRequired)}
          />
        ))}
      </div>
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t("saving") : row ? t("save") : (spec.createLabel ?? t("create"))}
        </button>
        {onCancel ? (
          <button type="button" className="btn-outline" onClick={onCancel}>
            {t("cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
  return region ? <section aria-labelledby={`${id}--heading`}>{form}</section> : form;
}
