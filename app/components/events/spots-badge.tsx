import type { EventSummary } from "../../../worker/contract/events";
import { useT } from "../../i18n";
import { eventRsvpMessages } from "../../i18n/messages/event-rsvp";

const badge = "inline-flex w-fit items-center rounded-full px-3 py-1 text-sm font-semibold";

/**
 * Seats left, or the waitlist notice once the event is full (spec point 9). A cancelled event has no
 * seats to offer, whatever its capacity says: it is marked cancelled instead.
 */
export function SpotsBadge({ event }: { event: EventSummary }) {
  const t = useT(eventRsvpMessages);
  if (event.cancelledAt)
    return (
      <p data-testid="spots-badge" className={`${badge} bg-red-100 text-red-800`}>
        {t("statusCancelled")}
      </p>
    );
  const full = event.spotsLeft <= 0;
  const text = full
    ? t("eventFull")
    : event.spotsLeft === 1
      ? t("spotsLeftOne")
      : t("spotsLeft", { n: event.spotsLeft });
  return (
    <p
      data-testid="spots-badge"
      className={`${badge} ${full ? "bg-amber-100 text-amber-900" : "bg-brand-50 text-brand-800"}`}
    >
      {text}
    </p>
  );
}
