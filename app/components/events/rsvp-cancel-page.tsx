import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { ApiError } from "../../lib/api";
import { type CancelResult, useCancelRsvpMutation } from "../../queries/rsvp";
import { PageFrame } from "../page-frame";

/**
 * /rsvp/cancel?token=...: the link in every RSVP email. Nothing happens until the button is pressed,
 * because mail scanners and link previews open links on their own.
 */
export function RsvpCancelPage({ token }: { token?: string }) {
  const t = useT(eventRsvpMessages);
  const cancel = useCancelRsvpMutation();

  if (cancel.data) return <Cancelled result={cancel.data} />;

  const invalid = cancel.error instanceof ApiError && [404, 422].includes(cancel.error.status);
  return (
    <PageFrame title={t("cancelTitle")} lead={t("cancelLead")}>
      <div className="card grid max-w-xl gap-4">
        {!token ? (
          <p role="alert" className="text-red-700">
            {t("cancelMissingToken")}
          </p>
        ) : (
          <>
            {cancel.isError ? (
              <p role="alert" className="text-red-700">
                {t(invalid ? "cancelInvalid" : "cancelFailed")}
              </p>
            ) : null}
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() => cancel.mutate(token)}
              className="btn-primary w-fit"
            >
              {cancel.isPending ? t("cancelling") : t("cancelButton")}
            </button>
          </>
        )}
        <Link to="/" className="text-sm font-semibold text-brand-700 underline">
          {t("returnHome")}
        </Link>
      </div>
    </PageFrame>
  );
}

function Cancelled({ result }: { result: CancelResult }) {
  const t = useT(eventRsvpMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const { event } = result;
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16 text-center">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold text-slate-900">
        {t("cancelledTitle")}
      </h1>
      {event ? <p className="text-slate-700">{t("cancelledFor", { event: event.name })}</p> : null}
      {result.promotedSomeone ? <p className="text-slate-700">{t("promotedText")}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        {event ? (
          <Link to="/events/$slug" params={{ slug: event.slug }} className="btn-primary">
            {t("seeEvent")}
          </Link>
        ) : null}
        <Link to="/" className="btn-outline">
          {t("returnHome")}
        </Link>
      </div>
    </div>
  );
}
