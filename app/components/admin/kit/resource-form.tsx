import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import { FormField } from "./form-field";
import { readValues } from "./form-values";
import { useAdminMutation } from "./mutations";
import type { ResourceForm as FormSpec } from "./resource";
import { type FieldErrors, fieldErrors, issueProblems, serverFieldErrors } from "./validation";

/**
 * Creates (row = null) or edits a row. The contract's schema checks the values first; a 422 from the
 * server marks the fields it names the same way. Focus moves to the heading when the form opens.
 */
export function ResourceForm<Row, Input>({
  form: spec,
  row,
  invalidate,
  onDone,
  children,
}: {
  form: FormSpec<Row, Input>;
  row: Row | null;
  invalidate: string[];
  onDone: () => void;
  /** Extra controls of the section's own, placed after the fields. */
  children?: ReactNode;
}) {
  const t = useT(adminMessages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useAdminMutation({
    mutationFn: (input: Input) => spec.save(row, input),
    invalidate,
    successTitle: row ? t("saved") : (spec.created ?? t("saved")),
  });

  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values, lineNumbers } = readValues(spec.fields, new FormData(event.currentTarget));
    const input = spec.toInput ? spec.toInput(values, row) : values;
    const parsed = spec.schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(spec.fields, issueProblems(parsed.error.issues), lineNumbers));
      return;
    }
    setErrors({});
    try {
      // The values as typed (the schema may add defaults the server adds itself).
      await save.mutateAsync(input as Input);
      onDone();
    } catch (error) {
      const server = serverFieldErrors(error);
      const problems = Object.entries(server).map(([field, message]) => ({ field, message }));
      setErrors(fieldErrors(spec.fields, problems, lineNumbers));
    }
  }

  const title = spec.title(row);
  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={submit} noValidate className="card grid gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {title}
      </h2>
      {hasErrors ? (
        <p role="alert" className="font-medium text-red-700">
          {spec.errorSummary ?? t("errorSummary")}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {spec.fields.map((field) => (
          <FormField
            key={field.name}
            field={field}
            id={`${id}-${field.name}`}
            row={row}
            error={errors[field.name]}
          />
        ))}
      </div>
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? t("saving") : row ? t("save") : (spec.createLabel ?? t("create"))}
        </button>
        <button type="button" className="btn-outline" onClick={onDone}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
