import type { EventSummary } from "../../../worker/contract/events";
import { eventJsonLd } from "./event-schema";

export function EventJsonLd({ event }: { event: EventSummary }) {
  // "<" escaped so a name containing "</script>" cannot end the element early.
  const json = JSON.stringify(eventJsonLd(event)).replaceAll("<", "\\u003c");
  return <script type="application/ld+json">{json}</script>;
}
