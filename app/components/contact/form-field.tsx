import type { ReactNode } from "react";

export const inputClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700";

/** A visible label above its control; required fields show a star that the `required` attribute announces. */
export function FormField({
  id,
  label,
  required = false,
  optionalText,
  hint,
  className = "",
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalText?: string;
  hint?: string;
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
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
