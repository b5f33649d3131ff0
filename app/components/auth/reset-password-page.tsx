import { Link, useNavigate } from "@tanstack/react-router";
import { KeyRound, TriangleAlert } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { flushSync } from "react-dom";
import { signUpSchema } from "../../../worker/contract/auth";
import { useT } from "../../i18n";
import { authMessages } from "../../i18n/messages/auth";
import { toast } from "../ui/toast-store";
import { AuthLayout, linkClass } from "./auth-layout";
import { PasswordField } from "./field";
import { type FieldErrors, focusFirstInvalid, keyOf, serverFieldErrors, statusOf } from "./form-errors";
import { useResetPasswordMutation } from "./use-auth-mutations";

const fields = ["newPassword", "confirmPassword"] as const;
type Field = (typeof fields)[number];

/**
 * /reset-password, where the emailed link lands: ?token=... for a good link, ?error=INVALID_TOKEN for
 * a bad, expired or used one. Reachable signed in or out.
 */
export function ResetPasswordPage({ token, error }: { token?: string; error?: string }) {
  const t = useT(authMessages);
  const [linkRefused, setLinkRefused] = useState(false);
  const usable = Boolean(token) && !error && !linkRefused;
  return (
    <AuthLayout title={t("resetTitle")} lead={t("resetLead")}>
      {usable && token ? (
        <ResetForm token={token} onInvalidLink={() => setLinkRefused(true)} />
      ) : (
        <InvalidLink />
      )}
    </AuthLayout>
  );
}

function InvalidLink() {
  const t = useT(authMessages);
  return (
    <div
      role="alert"
      className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t("invalidLink")}
      </p>
      <Link to="/login" className={linkClass}>
        {t("requestNewLink")}
      </Link>
    </div>
  );
}

function ResetForm({ token, onInvalidLink }: { token: string; onInvalidLink: () => void }) {
  const t = useT(authMessages);
  const navigate = useNavigate();
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const reset = useResetPasswordMutation();

  function showErrors(found: FieldErrors<Field>) {
    flushSync(() => setErrors(found));
    focusFirstInvalid(fields.filter((field) => found[field]).map(fieldId));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The same 8-128 rule and messages as sign-up.
    const parsed = signUpSchema.shape.password.safeParse(values.newPassword);
    if (!parsed.success) return showErrors({ newPassword: keyOf(parsed.error.issues[0]?.message) });
    if (values.confirmPassword !== values.newPassword)
      return showErrors({ confirmPassword: "errPasswordMismatch" });
    showErrors({});
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast({ title: t("passwordUpdatedTitle"), description: t("passwordUpdatedText") });
          void navigate({ to: "/login" });
        },
        onError: (failure) => {
          const status = statusOf(failure);
          if (status === 400) return onInvalidLink();
          const refused =
            status === 422 ? serverFieldErrors(failure, ["password"] as const).password : undefined;
          if (refused) return showErrors({ newPassword: refused });
          toast({ title: t("resetFailedTitle"), description: t("errorText"), variant: "destructive" });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <PasswordField
        id={fieldId("newPassword")}
        label={t("newPassword")}
        name="newPassword"
        autoComplete="new-password"
        hint={t("passwordHint")}
        value={values.newPassword}
        onChange={(event) => setValues((current) => ({ ...current, newPassword: event.target.value }))}
        error={errors.newPassword ? t(errors.newPassword) : undefined}
      />
      <PasswordField
        id={fieldId("confirmPassword")}
        label={t("confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => setValues((current) => ({ ...current, confirmPassword: event.target.value }))}
        error={errors.confirmPassword ? t(errors.confirmPassword) : undefined}
      />
      <button type="submit" disabled={reset.isPending} className="btn-primary w-full py-3 text-base">
        <KeyRound aria-hidden="true" className="size-5" />
        {reset.isPending ? t("savingPassword") : t("savePassword")}
      </button>
    </form>
  );
}
