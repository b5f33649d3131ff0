import { type FormEvent, useId, useState } from "react";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordProblem,
  passwordLikeness,
} from "../../../worker/contract/auth";
import { useT } from "../../i18n";
import { profileMessages } from "../../i18n/messages/profile";
import { ApiError } from "../../lib/api";
import { codeEntry, firstFieldError } from "../../lib/use-field-errors";
import { useChangePasswordMutation } from "../../queries/profile";
import { TextField } from "../ui/field";
import { toast } from "../ui/toast-store";
import { useSignedOutHandler } from "./use-profile-feedback";

const problemKeys = {
  too_common: "passwordTooCommon",
  too_short: "passwordTooShort",
  too_long: "passwordTooLong",
  blank: "passwordBlank",
  like_email: "passwordLikeEmail",
  like_name: "passwordLikeName",
} as const satisfies Record<PasswordProblem, string>;

/**
 * Current and new password; the server signs every other device out when it changes. A password
 * like the member's email or name is refused here already, by the rule the server applies too.
 */
export function ChangePassword({ account }: { account: { email: string; name: string } }) {
  const t = useT(profileMessages);
  const id = useId();
  const [currentPassword, setCurrent] = useState("");
  const [newPassword, setNew] = useState("");
  const [problem, setProblem] = useState<{ field: "current" | "new"; text: string } | null>(null);
  const change = useChangePasswordMutation();
  const onSignedOut = useSignedOutHandler();

  function explain(error: unknown) {
    const code = firstFieldError(error, "password");
    const problemKey = codeEntry(problemKeys, code);
    if (problemKey) return { field: "new" as const, text: t(problemKey) };
    // better-auth answers 400 (INVALID_PASSWORD) when the current password is wrong.
    if (error instanceof ApiError && error.status === 400) {
      return { field: "current" as const, text: t("passwordWrongCurrent") };
    }
    return null;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const likeness = passwordLikeness(newPassword, account);
    if (likeness) {
      setProblem({ field: "new", text: t(problemKeys[likeness]) });
      document.getElementById(`${id}-new`)?.focus();
      return;
    }
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent("");
          setNew("");
          setProblem(null);
          toast({ title: t("passwordChangedTitle"), description: t("passwordChangedText") });
        },
        onError: (error) => {
          if (onSignedOut(error)) return;
          const found = explain(error);
          setProblem(found);
          toast({
            title: t("passwordErrorTitle"),
            description: found?.text ?? t("passwordErrorText"),
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby={`${id}-heading`} className="grid max-w-md gap-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t("changePasswordHeading")}
      </h3>
      <TextField
        id={`${id}-current`}
        label={t("currentPassword")}
        type="password"
        dir="auto"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
        error={problem?.field === "current" ? problem.text : undefined}
      />
      <TextField
        id={`${id}-new`}
        label={t("newPassword")}
        type="password"
        dir="auto"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={t("newPasswordHint")}
        value={newPassword}
        onChange={(event) => setNew(event.target.value)}
        error={problem?.field === "new" ? problem.text : undefined}
      />
      <div>
        <button type="submit" disabled={change.isPending} className="btn-primary">
          {change.isPending ? t("changingPassword") : t("changePassword")}
        </button>
      </div>
    </form>
  );
}
