import { JoinFeedback } from "./join-feedback";
import { Programs } from "./programs";
import { Promos } from "./promos";
import { Stats } from "./stats";
import { UpcomingEvents } from "./upcoming-events";

/**
 * The landing sections below the first screen, in the spec's order. A chunk of their own, loaded
 * just after the first paint: a visitor from a shared link sees the hero without waiting for them.
 */
export function LandingBelowFold() {
  return (
    <>
      <Promos />
      <Programs />
      <Stats />
      <UpcomingEvents />
      <JoinFeedback />
    </>
  );
}
