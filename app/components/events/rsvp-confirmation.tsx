import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import type { RsvpResult } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { TicketQr } from "./ticket-qr";
import { WhatsappLink } from "./whatsapp-link";

/** After a successful RSVP: the ticket (confirmed) or the waitlist place, WhatsApp and home. */
export function RsvpConfirmation({ result }: { result: RsvpResult }) {
  const t = useT(eventRsvpMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { rsvp, event } = result;
  const waitlisted = rsvp?.status === "waitlisted";

  // The form just disappeared: move the focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="rsvp-done"
      className="card grid content-start justify-items-center gap-4 text-center"
    >
      <h2 id="rsvp-done" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-800">
        {t(waitlisted ? "waitlistHeading" : "confirmedHeading")}
      </h2>
      <p className="font-semibold text-slate-900">{event.name}</p>
      {result.created ? null : <p className="text-sm text-slate-600">{t("alreadyRegistered")}</p>}
      {waitlisted ? (
        <div className="grid gap-2">
          <p data-testid="waitlist-position" className="text-lg font-semibold text-slate-900">
            {t("waitlistPosition", { n: rsvp?.waitlistPosition ?? "?" })}
          </p>
          <p className="text-sm text-slate-600">{t("waitlistLead")}</p>
        </div>
      ) : rsvp?.ticketCode ? (
        <div className="grid gap-2">
          <h3 className="font-semibold text-slate-900">{t("ticketHeading")}</h3>
          <p className="text-sm text-slate-600">{t("ticketLead")}</p>
          <TicketQr code={rsvp.ticketCode} />
        </div>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <WhatsappLink event={event} />
        <Link to="/" className="btn-outline">
          {t("returnHome")}
        </Link>
      </div>
    </section>
  );
}
