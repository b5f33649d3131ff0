import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useT } from "../../../i18n";
import { adminMessages } from "../../../i18n/messages/admin";

export type ConfirmRequest = {
  question: string;
  /** The verb on the button that goes ahead ("Delete"). */
  action: string;
  /** How many rows a mass action touches; said in words under the question. */
  count?: number;
};

/**
 * Asks before a destructive or mass action, in a real modal (<dialog> with showModal: the page
 * behind is inert, Escape cancels). Focus starts on Cancel, the safe choice, and goes back to the
 * button that asked. `confirm` resolves true when the admin goes ahead.
 */
export function useConfirm() {
  const [request, setRequest] = useState<(ConfirmRequest & { resolve: (ok: boolean) => void }) | null>(null);
  const confirm = useCallback(
    (next: ConfirmRequest) => new Promise<boolean>((resolve) => setRequest({ ...next, resolve })),
    [],
  );
  const dialog = request ? (
    <ConfirmDialog
      request={request}
      onAnswer={(ok) => {
        request.resolve(ok);
        setRequest(null);
      }}
    />
  ) : null;
  return { confirm, dialog };
}

function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest; onAnswer: (ok: boolean) => void }) {
  const t = useT(adminMessages);
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement as HTMLElement | null;
    if (dialog && !dialog.open) dialog.showModal();
    cancel.current?.focus();
    return () => {
      dialog?.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-question`}
      aria-describedby={request.count === undefined ? undefined : `${id}-count`}
      onCancel={(event) => {
        event.preventDefault();
        onAnswer(false);
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-6 shadow-xl backdrop:bg-black/50"
    >
      <p id={`${id}-question`} className="text-lg font-semibold text-slate-900">
        {request.question}
      </p>
      {request.count === undefined ? null : (
        <p id={`${id}-count`} className="mt-2 text-slate-700">
          {t("affects", { count: request.count })}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button ref={cancel} type="button" className="btn-outline" onClick={() => onAnswer(false)}>
          {t("cancel")}
        </button>
        <button
          type="button"
          className="btn-primary bg-red-700 hover:bg-red-800"
          onClick={() => onAnswer(true)}
        >
          {request.action}
        </button>
      </div>
    </dialog>
  );
}
