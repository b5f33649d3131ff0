import type { InputHTMLAttributes, ReactNode } from "react";

/** The look of a text input, select or textarea; a control marked aria-invalid gets a red border. */
export const inputClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-invalid:border-red-700";

/**
 * The attributes that tie a control to the error and hint its <Field> shows: `${id}-error` and
 * `${id}-hint`, error first. Pass the same hint and error as the <Field>.
 */
export function controlProps(id: string, { hint, error }: { hint?: ReactNode; error?: ReactNode }) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** An error in words (not only in colour), with the id `${id}-error` that controlProps points to. */
export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

/**
 * A visible label above its control; required fields show a star (the control's `required` or
 * `aria-required` announces it), and an error sits right under the control, above the hint.
 */
export function Field({
  id,
  label,
  required = false,
  optionalText,
  hint,
  error,
  className,
  children,
}: {
  /** The control's id. */
  id: string;
  label: ReactNode;
  required?: boolean;
  optionalText?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `grid content-start gap-1.5 ${className}` : "grid content-start gap-1.5"}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-1 text-red-700">
            *
          </span>
        ) : null}
        {optionalText ? <span className="ms-1 font-normal text-slate-600">{optionalText}</span> : null}
      </label>
      {children}
      <FieldError id={id} error={error} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  id: string;
  label: string;
  hint?: string;
  /** Shown under the input and linked to it with aria-describedby; the input is marked aria-invalid. */
  error?: ReactNode;
};

/**
 * A labelled input. Every other attribute goes to the input as given: `required` marks the input
 * only (the label shows no star), and `dir` is the caller's choice ("auto" for free text typed in
 * any language, "ltr" for addresses and numbers).
 */
export function TextField({ id, label, hint, error, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input {...controlProps(id, { hint, error })} className={inputClass} {...input} />
    </Field>
  );
}
