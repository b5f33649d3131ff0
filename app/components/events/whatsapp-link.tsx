import { MessageCircle } from "lucide-react";
import type { EventSummary } from "../../../worker/contract/events";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { cityTextKey } from "./event-format";

/** The city's WhatsApp group: a plain external link, opened in a new tab. */
export function WhatsappLink({ event }: { event: EventSummary }) {
  const t = useT(eventRsvpMessages);
  if (!event.whatsappGroupUrl || !event.city) return null;
  return (
    <a href={event.whatsappGroupUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
      <MessageCircle aria-hidden="true" className="size-4" />
      {t("joinWhatsapp", { city: t(cityTextKey[event.city]) })}
      <span className="sr-only">{t("newTab")}</span>
    </a>
  );
}
