import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";
import { NotFoundScreen } from "../not-found";

/** 'Event Not Found' for a city without events (spec point 8), on the shared not-found screen. */
export function EventNotFound() {
  const t = useT(eventRsvpMessages);
  return <NotFoundScreen title={t("notFoundTitle")} text={t("notFoundText")} />;
}
