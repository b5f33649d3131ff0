import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { Ticket } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { ticketsMessages } from "../../i18n/messages/tickets";
import { useCancelRsvpMutation } from "../../queries/rsvp";
import { toast } from "../ui/toast-store";

/**
 * Cancel, in two steps: the button asks in place, focus lands on the safe answer ("Keep"), Escape
 * closes the question and gives the focus back to the button that asked.
 */
export function CancelTicket({ ticket, onCancelled }: { ticket: Ticket; onCancelled?: () => void }) {
  const t = useT(ticketsMessages);
  const cancel = useCancelRsvpMutation();
  const [asking, setAsking] = useState(false);
  const askRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) keepRef.current?.focus();
    else if (wasAsking.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={askRef} type="button" className="btn-outline w-fit" onClick={() => setAsking(true)}>
        {t("cancel")}
      </button>
    );
  }
  const confirm = () =>
    cancel.mutate(ticket.cancelToken, {
      onSuccess: () => {
        toast({ title: t("cancelled"), description: ticket.event.name });
        setAsking(false);
        onCancelled?.();
      },
    });
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape") setAsking(false);
  };
  return (
    <fieldset className="grid gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-start">
      <legend className="float-start w-full font-semibold text-slate-900">
        {t("cancelQuestion", { event: ticket.event.name })}
      </legend>
      {cancel.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {t("cancelFailed")}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          ref={keepRef}
          type="button"
          className="btn-outline"
          onKeyDown={closeOnEscape}
          onClick={() => setAsking(false)}
        >
          {t("cancelKeep")}
        </button>
        <button
          type="button"
          disabled={cancel.isPending}
          onKeyDown={closeOnEscape}
          onClick={confirm}
          className="btn-primary bg-red-700 hover:bg-red-800"
        >
          {cancel.isPending ? t("cancelling") : t("cancelConfirm")}
        </button>
      </div>
    </fieldset>
  );
}
