import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useState } from "react";
import { useT } from "../../i18n";
import { authMessages } from "../../i18n/messages/auth";

export const inputClass =
  "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 aria-invalid:border-red-700";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & {
  id: string;
  label: string;
  hint?: string;
  /** Shown under the field, linked to it with aria-describedby; the input is marked aria-invalid. */
  error?: ReactNode;
};

/** The ids a field's description is made of: its hint, then its error. */
function describedBy(id: string, hint?: string, error?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: Pick<InputProps, "id" | "label" | "hint" | "error"> & { children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: ReactNode }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

export function TextField({ id, label, hint, error, ...input }: InputProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={inputClass}
        {...input}
      />
    </FieldFrame>
  );
}

/** A password input with a show/hide button; the button's name says what pressing it will do. */
export function PasswordField({ id, label, hint, error, ...input }: Omit<InputProps, "type">) {
  const t = useT(authMessages);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className={`${inputClass} pe-11`}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-controls={id}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-md text-slate-600 hover:text-brand-700"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </FieldFrame>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  id,
  label,
  error,
  ...input
}: Omit<InputProps, "type" | "label" | "hint"> & { label: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700 [&:lang(ur)]:leading-loose">
          {label}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
