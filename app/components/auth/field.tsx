import { Eye, EyeOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useT } from "../../i18n";
import { authMessages } from "../../i18n/messages/auth";
import { controlProps, Field, FieldError, inputClass, type TextFieldProps } from "../ui/field";

/** A password input with a show/hide button; the button's name says what pressing it will do. */
export function PasswordField({ id, label, hint, error, ...input }: Omit<TextFieldProps, "type">) {
  const t = useT(authMessages);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          {...controlProps(id, { hint, error })}
          type={visible ? "text" : "password"}
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
    </Field>
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({
  id,
  label,
  error,
  ...input
}: Omit<TextFieldProps, "type" | "label" | "hint"> & { label: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          {...controlProps(id, { error })}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-slate-700 [&:lang(ur)]:leading-loose">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
