import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useRef, useState } from "react";
import type { ModerationStatus } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { adminMessages } from "../../i18n/messages/admin";
import { inputClass } from "../ui/field";
import { toast } from "../ui/toast-store";

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

/**
 * An admin write: toasts the outcome (the server's message on failure) and refreshes every query
 * whose key starts with one of `invalidate` (the admin list and the public page it feeds).
 */
export function useAdminMutation<Input>(options: {
  mutationFn: (input: Input) => Promise<unknown>;
  invalidate: string[];
  successTitle?: string;
}) {
  const t = useT(adminMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: () => toast({ title: options.successTitle ?? t("saved") }),
    onError: (error) =>
      toast({ title: t("actionFailed"), description: serverMessage(error), variant: "destructive" }),
    onSettled: () =>
      Promise.all(options.invalidate.map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}

/** The `message` of our API error body ("422: {...}"), when there is one. */
function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const json = error.message.slice(error.message.indexOf("{"));
  try {
    return (JSON.parse(json) as { error?: { message?: string } }).error?.message;
  } catch {
    return undefined;
  }
}

/** Loading, error and empty states of an admin list; renders `children` only when there are rows. */
export function AdminListState({
  isPending,
  isError,
  isEmpty,
  emptyText,
  children,
}: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText?: string;
  children: ReactNode;
}) {
  const t = useT(adminMessages);
  if (isPending) return null;
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        {t("loadError")}
      </p>
    );
  if (isEmpty)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-slate-600">
        {emptyText ?? t("empty")}
      </p>
    );
  return children;
}

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

/** A visible verb ("Hide") whose accessible name adds the row's name ("Hide Jobs KSA"). */
export function RowButton({
  label,
  item,
  onClick,
  disabled,
  danger = false,
}: {
  label: string;
  /** The row's name, read by screen readers after the verb. */
  item: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="button"
      className={danger ? "btn-ghost text-red-700" : "btn-outline"}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
      <span className="sr-only"> {item}</span>
    </button>
  );
}
