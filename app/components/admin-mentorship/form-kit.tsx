import { type FormEvent, useId, useRef, useState } from "react";
import type { ZodError, ZodType } from "zod";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { type MentorshipAdminTexts, mentorshipAdminMessages } from "../../i18n/messages/mentorship-admin";
import { serverFieldErrors } from "../../queries/rsvp";
import { controlProps, Field, inputClass } from "../ui/field";

export type FieldSpec = {
  name: string;
  label: keyof MentorshipAdminTexts;
  hint?: keyof MentorshipAdminTexts;
  kind?: "text" | "number" | "email" | "textarea";
  required?: boolean;
  /** "auto" for text typed in any language, "ltr" for addresses and numbers. */
  dir?: "auto" | "ltr";
  step?: string;
  defaultValue: string | number;
};

export type FieldErrors = Record<string, keyof MentorshipAdminTexts>;

/** A form's values by field name, trimmed; lists (one item per line) split into arrays. */
export function readForm(form: HTMLFormElement, lists: string[] = []): Record<string, string | string[]> {
  const data = new FormData(form);
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of data) {
    const text = String(value).trim();
    values[name] = lists.includes(name)
      ? text
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
      : text;
  }
  return values;
}

/** Which fields the app's own check or the server's 422 found wrong, as catalog keys. */
export function fieldErrorsOf(error: ZodError | unknown): FieldErrors {
  const found: FieldErrors = {};
  const names =
    error && typeof error === "object" && "issues" in error
      ? (error as ZodError).issues.map((issue) => String(issue.path[0]))
      : Object.keys(serverFieldErrors(error) ?? {});
  for (const name of names) found[name] = name === "accountEmail" ? "accountUnknown" : "invalidField";
  return found;
}

/** Labelled controls from a list of specs; an invalid one shows its error and is marked aria-invalid. */
export function FormFields({
  idPrefix,
  specs,
  errors,
}: {
  idPrefix: string;
  specs: FieldSpec[];
  errors: FieldErrors;
}) {
  const t = useT(mentorshipAdminMessages);
  return specs.map((spec) => {
    const id = `${idPrefix}-${spec.name}`;
    const hint = spec.hint ? t(spec.hint) : undefined;
    const errorKey = errors[spec.name];
    const error = errorKey ? t(errorKey) : undefined;
    const common = {
      ...controlProps(id, { hint, error }),
      name: spec.name,
      required: spec.required,
      dir: spec.dir ?? "auto",
      defaultValue: spec.defaultValue,
      className: inputClass,
    };
    return (
      <Field
        key={spec.name}
        id={id}
        label={t(spec.label)}
        required={spec.required}
        optionalText={spec.required ? undefined : t("optional")}
        hint={hint}
        error={error}
        className={spec.kind === "textarea" ? "sm:col-span-2" : undefined}
      >
        {spec.kind === "textarea" ? (
          <textarea {...common} rows={3} />
        ) : (
          <input {...common} type={spec.kind ?? "text"} step={spec.step} />
        )}
      </Field>
    );
  });
}

/**
 * A create-or-edit form built from field specs: checked with the contract's schema first, then sent;
 * the app's or the server's field errors are shown and focus moves to the first wrong field.
 * `lists` names the textareas read as one item per line.
 */
export function SpecForm<Input>({
  title,
  specs,
  lists,
  schema,
  isSaving,
  onSave,
  onDone,
}: {
  title: string;
  specs: FieldSpec[];
  lists: string[];
  schema: ZodType;
  isSaving: boolean;
  onSave: (input: Input) => Promise<unknown>;
  onDone: () => void;
}) {
  const tAdmin = useT(adminMessages);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = specs.find((spec) => found[spec.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = readForm(event.currentTarget, lists) as unknown as Input;
    const parsed = schema.safeParse(input);
    if (!parsed.success) return showErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    try {
      await onSave(input);
      onDone();
    } catch (error) {
      showErrors(fieldErrorsOf(error));
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="card grid gap-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFields idPrefix={id} specs={specs} errors={errors} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={isSaving}>
          {isSaving ? tAdmin("saving") : tAdmin("save")}
        </button>
        <button type="button" className="btn-ghost" onClick={onDone}>
          {tAdmin("cancel")}
        </button>
      </div>
    </form>
  );
}
