import type { ReactNode } from "react";

export const inputClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-[invalid=true]:border-red-700";

/** The attributes that tie a control to its hint and error message. */
export function controlProps(id: string, { hint, error }: { hint?: string; error?: string }) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/**
 * A visible label above its control; required fields show a star (the control's `aria-required`
 * announces it), and an error sits right under the control in words, not only in colour.
 */
export function Field({
  id,
  label,
  required = false,
  optionalText,
  hint,
  error,
  className = "",
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalText?: string;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
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
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
