import { useMutation } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { applicationExperienceLevels, professions } from "../../../worker/contract/enums";
import type { MembershipApplicationInput } from "../../../worker/contract/membership-application";
import type { CurrentUser } from "../../../worker/contract/user";
import { useT } from "../../i18n";
import { membershipMessages } from "../../i18n/messages/membership";
import { api, unwrap } from "../../lib/api-client";
import { hasStatus } from "../../lib/api-errors";
import { cityChoice, useCityOptions } from "../../lib/member-cities";
import { useAuth } from "../../queries/auth";
import { controlProps, Field, FieldError, inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";
import { type ApplicationErrors, applicationErrorKey, applicationErrors } from "./application-errors";

type Values = Required<MembershipApplicationInput>;
type TextName = Exclude<keyof Values, "agreeTerms" | "agreeMarketing">;

const empty: Values = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  city: "",
  profession: "",
  company: "",
  experience: "",
  membershipType: "",
  agreeTerms: false,
  agreeMarketing: false,
};

/** What the signed-in member's profile already says (the lists' values only where they match). */
export function applicationDefaults(user: CurrentUser | null | undefined): Values {
  if (!user) return empty;
  return {
    ...empty,
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    email: user.email,
    phone: user.phoneNumber ?? "",
    city: cityChoice(user.location),
    profession: professions.find((profession) => profession === user.title) ?? "",
    company: user.company ?? "",
  };
}

const submitApplication = (input: Values) => unwrap(api.membership.applications.$post({ json: input }));

/**
 * The membership application (spec points 3 and 5): checked against the schema on submit, then
 * again on every change; on success a toast and /membership-card. A failure keeps what was typed.
 */
export function ApplicationForm({ tiers }: { tiers: { id: string; name: string }[] }) {
  const t = useT(membershipMessages);
  const id = useId();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { user } = useAuth();
  const cities = useCityOptions();
  const [values, setValues] = useState<Values>(() => applicationDefaults(user));
  // The session may arrive after the first render: fill what is still empty, never what was typed.
  useEffect(() => {
    if (!user) return;
    const known = applicationDefaults(user);
    setValues((typed) => {
      const next = { ...typed };
      for (const name of Object.keys(known) as (keyof Values)[]) {
        if (typeof typed[name] === "string" && !typed[name]) Object.assign(next, { [name]: known[name] });
      }
      return next;
    });
  }, [user]);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const send = useMutation({ mutationFn: submitApplication });

  const update = (next: Values) => {
    setValues(next);
    if (submitted) setErrors(applicationErrors(next));
  };
  const onText = (name: TextName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    update({ ...values, [name]: event.target.value });
  const error = (name: keyof ApplicationErrors) => (errors[name] ? t(applicationErrorKey[name]) : undefined);
  const control = (name: keyof ApplicationErrors) => ({
    ...controlProps(`${id}-${name}`, { error: error(name) }),
    name,
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    const found = applicationErrors(values);
    setErrors(found);
    const first = Object.keys(applicationErrorKey).find((name) => name in found);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: () => {
        toast({ title: t("appliedTitle"), description: t("appliedText") });
        void navigate({ to: "/membership-card" });
      },
      onError: (failure) =>
        toast({
          title: t("applyErrorTitle"),
          // A 429: this address was mailed enough for the hour (worker/domain/visitor-mail/limit.ts).
          description: hasStatus(failure, 429) ? t("rateLimitedText") : t("applyErrorText"),
          variant: "destructive",
        }),
    });
  }

  const text = (name: TextName, type = "text", autoComplete = "off") => (
    <Field id={`${id}-${name}`} label={t(name)} required error={error(name)}>
      <input
        {...control(name)}
        type={type}
        autoComplete={autoComplete}
        dir={type === "text" ? "auto" : "ltr"}
        maxLength={200}
        value={values[name]}
        onChange={onText(name)}
        className={inputClass}
      />
    </Field>
  );
  const select = (name: TextName, options: readonly (readonly [string, string])[]) => (
    <Field id={`${id}-${name}`} label={t(name)} required error={error(name)}>
      <select {...control(name)} value={values[name]} onChange={onText(name)} className={inputClass}>
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
    <form ref={form} noValidate onSubmit={handleSubmit} className="card grid gap-5 sm:grid-cols-2">
      {text("firstName", "text", "given-name")}
      {text("lastName", "text", "family-name")}
      {text("email", "email", "email")}
      {text("phone", "tel", "tel")}
      {select(
        "city",
        cities.map((city) => [city.value, city.label] as const),
      )}
      {select(
        "profession",
        professions.map((value) => [value, t(`profession_${value}`)] as const),
      )}
      {text("company", "text", "organization")}
      {select(
        "experience",
        applicationExperienceLevels.map((value) => [value, t(`experience_${value}`)] as const),
      )}
      {select(
        "membershipType",
        tiers.map((tier) => [tier.id, tier.name] as const),
      )}
      <div className="grid gap-1 sm:col-span-2">
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            {...control("agreeTerms")}
            type="checkbox"
            checked={values.agreeTerms}
            onChange={(event) => update({ ...values, agreeTerms: event.target.checked })}
            className="mt-1"
          />
          <span>
            {t("agreeTermsBefore")}{" "}
            <Link to="/terms" className="underline">
              {t("terms")}
            </Link>{" "}
            {t("and")}{" "}
            <Link to="/privacy" className="underline">
              {t("privacy")}
            </Link>
          </span>
        </label>
        <FieldError id={`${id}-agreeTerms`} error={error("agreeTerms")} />
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          name="agreeMarketing"
          checked={values.agreeMarketing}
          onChange={(event) => update({ ...values, agreeMarketing: event.target.checked })}
          className="mt-1"
        />
        <span>{t("agreeMarketing")}</span>
      </label>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={send.isPending}>
          {send.isPending ? t("submitting") : t("submitApplication")}
        </button>
        <p className="text-sm text-slate-700">
          {t("alreadyMember")}{" "}
          <Link to="/login" className="underline">
            {t("signIn")}
          </Link>
        </p>
      </div>
    </form>
  );
}
