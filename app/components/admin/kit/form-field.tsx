import { controlProps, Field, inputClass } from "../../ui/field";
import { shownValue } from "./form-values";
import type { FieldSpec } from "./resource";

/**
 * One labelled control of a ResourceForm, tied to its hint and error for screen readers. Like
 * TextField, `required` marks the control (announced); the label gets a star when `star` is set.
 */
export function FormField<Row>({
  field,
  id,
  row,
  template,
  error,
  star = false,
}: {
  star?: boolean;
  field: FieldSpec<Row>;
  id: string;
  row: Row | null;
  template?: Partial<Row>;
  error?: string;
}) {
  const value = shownValue(field, row, template);
  const wide = field.wide || field.kind === "checkbox" ? "sm:col-span-2" : undefined;
  if (field.kind === "checkbox")
    return (
      <div className={`grid gap-1 ${wide}`}>
        <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
          <input
            {...controlProps(id, { hint: field.hint, error })}
            type="checkbox"
            name={field.name}
            defaultChecked={value === undefined || value === null ? undefined : Boolean(value)}
            className="size-5 accent-brand-700"
          />
          {field.label}
        </label>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        {field.hint ? (
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {field.hint}
          </p>
        ) : null}
      </div>
    );

  const common = {
    ...controlProps(id, { hint: field.hint, error }),
    name: field.name,
    required: field.required,
    dir:
      field.dir ??
      (field.kind === "url" || field.kind === "email" || field.kind === "number" ? "ltr" : "auto"),
    lang: field.lang,
    placeholder: field.placeholder,
    maxLength: field.maxLength,
    defaultValue: value === undefined || value === null ? undefined : String(value),
    className: inputClass,
  };
  return (
    <Field
      id={id}
      label={field.label}
      required={star && field.required}
      optionalText={field.optionalText}
      hint={field.hint}
      error={error}
      className={wide}
    >
      {field.kind === "select" ? (
        <select {...common} dir={field.dir}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === "textarea" || field.kind === "lines" ? (
        <textarea {...common} rows={field.rows ?? (field.kind === "lines" ? 5 : 3)} />
      ) : (
        <input
          {...common}
          type={
            field.kind === "datetime"
              ? "datetime-local"
              : field.kind === "number" ||
                  field.kind === "url" ||
                  field.kind === "email" ||
                  field.kind === "date"
                ? field.kind
                : "text"
          }
          inputMode={
            field.inputMode ??
            (field.kind !== "number" ? undefined : Number.isInteger(field.step ?? 1) ? "numeric" : "decimal")
          }
          readOnly={field.readOnly}
          autoComplete={field.kind === "url" ? "off" : undefined}
          spellCheck={field.kind === "url" ? false : undefined}
          min={field.min}
          max={field.max}
          step={field.step}
        />
      )}
    </Field>
  );
}
