import { ComingSoon } from "../page-frame";

// Placeholder until the widgets land (issue 6): Hijri date, upcoming dates and prayer times.
export function CulturalCalendarCard() {
  return <ComingSoon text="Cultural Calendar" />;
}
