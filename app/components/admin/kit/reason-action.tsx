import { useId, useState } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";
import { inputClass } from "../../ui/field";

/** Reject (or hide) with a reason: the button opens a small form; the reason is emailed to the member. */
export function ReasonAction({
  label,
  onConfirm,
  disabled,
  minLength,
  maxLength,
}: {
  label: string;
  onConfirm: (reason: string) => void;
  disabled?: boolean;
  /** When the server requires a length, the form says so and stays open with what was typed. */
  minLength?: number;
  maxLength?: number;
}) {
  const t = useT(adminMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [tooShortOrLong, setTooShortOrLong] = useState(false);
  if (!open)
    return (
      <button type="button" className="btn-outline" disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = reason.trim();
        if (trimmed.length < (minLength ?? 0) || trimmed.length > (maxLength ?? Number.POSITIVE_INFINITY)) {
          setTooShortOrLong(true);
          return;
        }
        onConfirm(trimmed);
        setOpen(false);
        setReason("");
        setTooShortOrLong(false);
      }}
    >
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {t("reasonLabel")}
      </label>
      <textarea
        id={id}
        rows={2}
        className={inputClass}
        value={reason}
        aria-invalid={tooShortOrLong || undefined}
        aria-describedby={tooShortOrLong ? `${id}-length` : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {tooShortOrLong ? (
        <p id={`${id}-length`} role="alert" className="text-sm font-medium text-red-700">
          {t("reasonLength", { min: minLength ?? 1, max: maxLength ?? 1000 })}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className="btn-primary" disabled={disabled}>
          {label}
        </button>
        <button type="button" className="btn-ghost" onClick={() => setOpen(false)}>
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}
