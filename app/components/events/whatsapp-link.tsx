import { MessageCircle } from "lucide-react";
import { eventCities } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { cityTextKey } from "./event-format";

const knownCity = (city: string | null) => eventCities.find((known) => known === city);

/** The event's WhatsApp group: a plain external link, opened in a new tab. */
export function WhatsappLink({ event }: { event: { whatsappGroupUrl: string | null; city: string | null } }) {
  const t = useT(eventRsvpMessages);
  if (!event.whatsappGroupUrl) return null;
  const city = knownCity(event.city);
  return (
    <a href={event.whatsappGroupUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
      <MessageCircle aria-hidden="true" className="size-4" />
      {city ? t("joinWhatsapp", { city: t(cityTextKey[city]) }) : t("joinWhatsappEvent")}
      <span className="sr-only">{t("newTab")}</span>
    </a>
  );
}
