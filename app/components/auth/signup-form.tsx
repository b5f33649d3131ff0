import { Link } from "@tanstack/react-router";
import { ExternalLink, UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { flushSync } from "react-dom";
import { signUpSchema } from "../../../worker/contract/auth";
import { useT } from "../../i18n";
import { authMessages } from "../../i18n/messages/auth";
import { TextField } from "../ui/field";
import { toast } from "../ui/toast-store";
import { afterSignInPath } from "./after-sign-in";
import { linkClass } from "./auth-layout";
import { CheckboxField, PasswordField } from "./field";
import { fillSlots } from "./fill-slots";
import {
  errorJson,
  type FieldErrors,
  focusFirstInvalid,
  issuesToErrors,
  serverFieldErrors,
  statusOf,
} from "./form-errors";
import { useSignUpMutation } from "./use-auth-mutations";

const fields = ["name", "email", "password", "acceptTerms"] as const;
type Field = (typeof fields)[number];

/** Whole minutes until the sign-up limit's hour starts again (from the 429's retryAfterSeconds). */
const minutesToWait = (error: unknown) => {
  const seconds = Number(errorJson(error).error?.details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 60;
};

/**
 * The sign-up form: account and consent to the terms and privacy policy. The answer never says
 * whether the address had an account: `onSent` shows "check your email", and the mailed link signs
 * the member in on onboarding, which ends on `next` (a same-site path) when given.
 */
export function SignupForm({ next, onSent }: { next?: string; onSent: (email: string) => void }) {
  const t = useT(authMessages);
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [values, setValues] = useState({ name: "", email: "", password: "", acceptTerms: false });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const signUp = useSignUpMutation();

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  function showErrors(found: FieldErrors<Field>) {
    flushSync(() => setErrors(found));
    focusFirstInvalid(fields.filter((field) => found[field]).map(fieldId));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Where the mailed link lands: onboarding, carrying `next` on.
    const parsed = signUpSchema.safeParse({ ...values, callbackURL: afterSignInPath(null, next, true) });
    if (!parsed.success) return showErrors(issuesToErrors(parsed.error, fields));
    showErrors({});
    signUp.mutate(parsed.data, {
      onSuccess: () => onSent(parsed.data.email),
      onError: (error) => {
        if (statusOf(error) === 429) {
          return toast({
            title: t("signupLimitedTitle"),
            description: t("signupLimitedText", { minutes: String(minutesToWait(error)) }),
            variant: "destructive",
          });
        }
        const found = statusOf(error) === 422 ? serverFieldErrors(error, fields) : {};
        if (Object.keys(found).length > 0) return showErrors(found);
        toast({ title: t("signupFailedTitle"), description: t("errorText"), variant: "destructive" });
      },
    });
  }

  const message = (field: Field) => (errors[field] ? t(errors[field]) : undefined);
  const newTabLink = (to: "/terms" | "/privacy-policy", text: string) => (
    <Link to={to} target="_blank" rel="noopener" className={linkClass}>
      {text}
      <ExternalLink aria-hidden="true" className="ms-1 inline size-3.5 align-[-2px]" />
      <span className="sr-only"> {t("opensInNewTab")}</span>
    </Link>
  );

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <TextField
        id={fieldId("name")}
        label={t("fullName")}
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={(event) => set("name", event.target.value)}
        error={message("name")}
      />
      <TextField
        id={fieldId("email")}
        label={t("email")}
        type="email"
        name="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={(event) => set("email", event.target.value)}
        error={message("email")}
      />
      <PasswordField
        id={fieldId("password")}
        label={t("password")}
        name="password"
        autoComplete="new-password"
        hint={t("passwordHint")}
        value={values.password}
        onChange={(event) => set("password", event.target.value)}
        error={message("password")}
      />
      <CheckboxField
        id={fieldId("acceptTerms")}
        name="acceptTerms"
        label={fillSlots(t("consent"), {
          terms: newTabLink("/terms", t("termsLink")),
          privacy: newTabLink("/privacy-policy", t("privacyLink")),
        })}
        checked={values.acceptTerms}
        onChange={(event) => set("acceptTerms", event.target.checked)}
        error={message("acceptTerms")}
      />
      <button type="submit" disabled={signUp.isPending} className="btn-primary w-full py-3 text-base">
        <UserPlus aria-hidden="true" className="size-5" />
        {signUp.isPending ? t("creatingAccount") : t("createAccount")}
      </button>
      <p className="text-center text-sm text-slate-700">
        {fillSlots(t("haveAccount"), {
          link: (
            <Link to="/login" search={next ? { next } : {}} className={linkClass}>
              {t("signInLink")}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
