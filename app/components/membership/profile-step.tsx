import { Link } from "@tanstack/react-router";
import { type FormEvent, useId, useState } from "react";
import { toE164 } from "../../../worker/contract/contact-channels";
import { professions } from "../../../worker/contract/enums";
import type { MembershipRegisterInput } from "../../../worker/contract/membership-register";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { useCityOptions } from "../../lib/member-cities";
import { controlProps, Field, inputClass } from "../ui/field";
import type { RegisterFailure } from "./register-request";

export type ProfileValues = Omit<MembershipRegisterInput, "membershipTier">;

/**
 * Step 2: the profile (spec point 5: required inputs, the browser's own validation). The values
 * live in the flow, so going back to step 1 and returning keeps what was typed.
 */
export function ProfileStep({
  values,
  onChange,
  paid,
  pending,
  failure,
  onBack,
  onSubmit,
}: {
  values: ProfileValues;
  onChange: (values: ProfileValues) => void;
  paid: boolean;
  pending: boolean;
  failure: RegisterFailure | null;
  onBack: () => void;
  onSubmit: () => void;
}) {
  const t = useT(membershipMessages);
  const id = useId();
  const cities = useCityOptions();
  // Checked like the API checks it (a phone number, Saudi by default), before anything is sent.
  const [phoneError, setPhoneError] = useState(false);
  const errorOf = (name: string) => (name === "phone" && phoneError ? t("phoneInvalid") : undefined);
  const set = (name: keyof ProfileValues) => (event: { target: { value: string } }) =>
    onChange({ ...values, [name]: event.target.value });
  const text = (name: "fullName" | "email" | "phone" | "company", type: string, autoComplete: string) => (
    <Field id={`${id}-${name}`} label={t(name)} required error={errorOf(name)}>
      <input
        {...controlProps(`${id}-${name}`, { error: errorOf(name) })}
        name={name}
        type={type}
        required
        maxLength={200}
        autoComplete={autoComplete}
        dir={type === "text" ? "auto" : "ltr"}
        value={values[name]}
        onChange={set(name)}
        className={inputClass}
      />
    </Field>
  );
  const select = (name: "profession" | "city", options: readonly (readonly [string, string])[]) => (
    <Field id={`${id}-${name}`} label={t(name)} required>
      <select
        id={`${id}-${name}`}
        name={name}
        required
        value={values[name]}
        onChange={set(name)}
        className={inputClass}
      >
        <option value="">{t("choose")}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (pending) return;
        const phoneInvalid = !toE164(values.phone);
        setPhoneError(phoneInvalid);
        if (phoneInvalid) document.getElementById(`${id}-phone`)?.focus();
        else onSubmit();
      }}
      className="card grid gap-5 sm:grid-cols-2"
    >
      <h2 className="text-lg font-bold text-slate-900 sm:col-span-2">{t("stepProfile")}</h2>
      {text("fullName", "text", "name")}
      {text("email", "email", "email")}
      {text("phone", "tel", "tel")}
      {select(
        "profession",
        professions.map((value) => [value, t(`profession_${value}`)] as const),
      )}
      {text("company", "text", "organization")}
      {select(
        "city",
        cities.map((city) => [city.value, city.label] as const),
      )}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
          {failure === "sign_in" ? (
            <>
              {t("signInNeeded")}{" "}
              <Link to="/login" className="underline">
                {t("signIn")}
              </Link>
            </>
          ) : failure === "rate_limited" ? (
            t("rateLimitedText")
          ) : (
            `${t("failureTitle")}: ${t("failureText")}`
          )}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="button" className="btn-outline" onClick={onBack} disabled={pending}>
          {t("back")}
        </button>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t("creating") : paid ? t("continuePayment") : t("complete")}
        </button>
      </div>
    </form>
  );
}
