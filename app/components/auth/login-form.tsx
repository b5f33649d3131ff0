import { Link, useNavigate } from "@tanstack/react-router";
import { LogIn } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { flushSync } from "react-dom";
import { signInSchema } from "../../../worker/contract/auth";
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
import { useRequestPasswordResetMutation, useSignInMutation } from "./use-auth-mutations";

const fields = ["email", "password"] as const;

/** The API's 403 for a suspended member whose password was right (worker/routes/auth.ts). */
const isSuspended = (error: unknown) =>
  statusOf(error) === 403 && errorJson(error).error?.details?.account === "suspended";
type Field = (typeof fields)[number];

/** Spec points 4, 5 and 8: the sign-in form, its forgot-password action and their toasts. */
export function LoginForm({ next }: { next?: string }) {
  const t = useT(authMessages);
  const navigate = useNavigate();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const signIn = useSignInMutation();
  const requestReset = useRequestPasswordResetMutation();

  const failed = (title: string, description: string) =>
    toast({ title, description, variant: "destructive" });

  function showErrors(found: FieldErrors<Field>) {
    // Rendered first, so the focused field already announces its message.
    flushSync(() => setErrors(found));
    focusFirstInvalid(fields.filter((field) => found[field]).map(fieldId));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = signInSchema.safeParse({ email, password, rememberMe });
    if (!parsed.success) return showErrors(issuesToErrors(parsed.error, fields));
    setErrors({});
    signIn.mutate(
      { email: parsed.data.email, password, rememberMe },
      {
        onSuccess: (user) => {
          toast({ title: t("welcomeBack") });
          void navigate({ href: afterSignInPath(user, next) });
        },
        onError: (error) => {
          const status = statusOf(error);
          if (status === 429) failed(t("rateLimitedTitle"), t("rateLimitedText"));
          else if (isSuspended(error)) failed(t("suspendedTitle"), t("suspendedText"));
          // An account whose mailed link was not yet followed answers like a wrong password (so a
          // stranger learns nothing): the message says what a new member should do.
          else if (status === 401 || status === 400)
            failed(t("loginFailedTitle"), `${t("loginFailedText")} ${t("loginFailedJustSignedUp")}`);
          else if (status === 422) showErrors(serverFieldErrors(error, fields));
          else failed(t("loginFailedTitle"), t("errorText"));
        },
      },
    );
  }

  function handleForgotPassword() {
    const address = email.trim();
    if (!address) {
      failed(t("emailRequiredTitle"), t("emailRequiredText"));
      document.getElementById(fieldId("email"))?.focus();
      return;
    }
    if (!signInSchema.shape.email.safeParse(address).success) return showErrors({ email: "errEmail" });
    setErrors({});
    // The answer is the same whether or not an account exists, and so is the toast.
    requestReset.mutate(address, {
      onSuccess: () => toast({ title: t("resetSentTitle"), description: t("resetSentText") }),
      onError: (error) =>
        statusOf(error) === 429
          ? failed(t("rateLimitedTitle"), t("rateLimitedText"))
          : failed(t("errorTitle"), t("errorText")),
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <TextField
        id={fieldId("email")}
        label={t("email")}
        type="email"
        name="email"
        dir="ltr"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email ? t(errors.email) : undefined}
      />
      <PasswordField
        id={fieldId("password")}
        label={t("password")}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password ? t(errors.password) : undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          id={fieldId("remember")}
          name="rememberMe"
          label={t("rememberMe")}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <button
          type="button"
          onClick={handleForgotPassword}
          disabled={requestReset.isPending}
          className={`text-sm ${linkClass} disabled:opacity-60`}
        >
          {t("forgotPassword")}
        </button>
      </div>
      <button type="submit" disabled={signIn.isPending} className="btn-primary w-full py-3 text-base">
        <LogIn aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        {signIn.isPending ? t("signingIn") : t("signInButton")}
      </button>
      <p className="text-center text-sm text-slate-700">
        {fillSlots(t("noAccount"), {
          link: (
            <Link to="/signup" className={linkClass}>
              {t("createAccountLink")}
            </Link>
          ),
        })}
      </p>
    </form>
  );
}
