import { useId, useRef, useState } from "react";
import type { ModerationStatus } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { inputClass } from "../ui/field";

const statusLabel = {
  pending: "statusPending",
  approved: "statusApproved",
  rejected: "statusRejected",
  hidden: "statusHidden",
} as const;
const statusStyle: Record<ModerationStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-brand-100 text-brand-900",
  rejected: "bg-red-100 text-red-900",
  hidden: "bg-slate-200 text-slate-800",
};

/** A moderation state in words and colour. */
export function StatusBadge({ status }: { status: ModerationStatus }) {
  const t = useT(adminMessages);
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[status]}`}>
      {t(statusLabel[status])}
    </span>
  );
}

export { ListState as AdminListState } from "./kit/list-state";
export { useAdminMutation } from "./kit/mutations";
export { RowButton } from "./kit/row-actions";

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

/**
 * The create/edit form of an admin list. `editing` is undefined while no form is open, null for the
 * create form, a row for its edit form. Closing the form would drop focus on the page body, so it goes
 * back to the button that opens the create form (`opener`).
 */
export function useEditor<Row>() {
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(undefined);
    opener.current?.focus();
  };
  return { editing, setEditing, opener, close };
}
