import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import type { RsvpResult } from "../../../worker/contract/rsvp";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { TicketCard, ticketOfResult } from "../tickets/ticket-card";
import { WhatsappLink } from "./whatsapp-link";

/**
 * After an RSVP: the ticket (or the waitlist place) when the answer carries it, which it does only
 * for the registration's signed-in owner; anyone else typing a registered email is told it was
 * emailed again, and sees nothing of it.
 */
export function RsvpConfirmation({ result, onCancelled }: { result: RsvpResult; onCancelled?: () => void }) {
  const t = useT(eventRsvpMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { rsvp, event } = result;
  const waitlisted = rsvp?.status === "waitlisted";

  // The form just disappeared: move the focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  const heading = !rsvp ? "alreadyRegisteredHeading" : waitlisted ? "waitlistHeading" : "confirmedHeading";
  return (
    <section aria-labelledby="rsvp-done" className="grid content-start gap-4">
      <div className="card grid justify-items-center gap-3 text-center">
        <h2 id="rsvp-done" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-800">
          {t(heading)}
        </h2>
        {!rsvp ? (
          <p data-testid="already-registered" className="text-slate-700">
            {t("alreadyRegisteredEmailed")}
          </p>
        ) : result.created ? null : (
          <p className="text-sm text-slate-600">{t("alreadyRegistered")}</p>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          {rsvp ? null : <WhatsappLink event={event} />}
          <Link to="/" className="btn-outline">
            {t("returnHome")}
          </Link>
        </div>
      </div>
      {rsvp ? <TicketCard ticket={ticketOfResult({ ...result, rsvp })} onCancelled={onCancelled} /> : null}
    </section>
  );
}
