import type { InputHTMLAttributes } from "react";
import { FormField, inputClass } from "../contact/form-field";

/** A labelled text input that announces its error text when the save named this field. */
export function TextField({
  id,
  label,
  error,
  hint,
  ...input
}: { id: string; label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <FormField id={id} label={label} hint={hint}>
      <input
        id={id}
        // Members type in English, Arabic or Urdu whatever the interface language: follow the text.
        dir="auto"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        {...input}
      />
      <FieldError id={id} error={error} />
    </FormField>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-sm text-red-700">
      {error}
    </p>
  );
}
