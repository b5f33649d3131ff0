import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { DELETE_CONFIRMATION, WRONG_PASSWORD_MESSAGE } from "../../../worker/contract/privacy";
import type { Translate } from "../../i18n";
import { isolate } from "../../i18n/bidi";
import type { PrivacySettingsTexts } from "../../i18n/messages/privacy-settings";
import { ApiError } from "../../lib/api";
import { useAuth } from "../../queries/auth";
import { serverMessage } from "../onboarding/server-message";
import { controlProps, Field, inputClass } from "../ui/field";
import { useDeleteAccountMutation } from "./use-privacy";

function failureText(t: Translate<PrivacySettingsTexts>, error: unknown): string {
  const message = serverMessage(error);
  if (message === WRONG_PASSWORD_MESSAGE) return t("wrongPassword");
  if (error instanceof ApiError && error.status === 429) return t("tooManyAttempts");
  return `${t("deleteFailed")}: ${message}`;
}

/**
 * A real modal (<dialog> opened with showModal: the rest of the page is inert, Escape closes it).
 * Focus starts in the password field and returns to the button that opened it.
 */
export function DeleteAccountDialog({
  t,
  open,
  onClose,
  onDeleted,
}: {
  t: Translate<PrivacySettingsTexts>;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const remove = useDeleteAccountMutation();
  const { user } = useAuth();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      passwordRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const close = () => {
    setPassword("");
    setConfirm("");
    remove.reset();
    onClose();
    opener.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ password, confirm: confirm as typeof DELETE_CONFIRMATION }, { onSuccess: onDeleted });
  };

  const word = isolate(DELETE_CONFIRMATION);
  const error = remove.isError ? failureText(t, remove.error) : undefined;
  const ready = password.length > 0 && confirm === DELETE_CONFIRMATION && !remove.isPending;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          {t("dialogTitle")}
        </h2>
        <p id={`${id}-text`} className="text-sm text-slate-700">
          {t("dialogText", { word })}
        </p>
        {/* Lets password managers match the saved sign-in to this account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user?.email ?? ""}
          readOnly
          hidden
        />
        <Field id={`${id}-password`} label={t("passwordLabel")} required error={error}>
          <input
            ref={passwordRef}
            {...controlProps(`${id}-password`, { error })}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={inputClass}
          />
        </Field>
        <Field id={`${id}-confirm`} label={t("confirmLabel", { word })} required>
          <input
            id={`${id}-confirm`}
            name="confirm"
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-required="true"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            className={inputClass}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={close}>
            {t("cancel")}
          </button>
          <button
            type="submit"
            disabled={!ready}
            className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50"
          >
            {remove.isPending ? t("deleting") : t("confirmDelete")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
