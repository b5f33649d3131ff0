import type { EventCity } from "./enums";

/** One event as GET /api/events answers it. Times are ISO instants; pages render them in Asia/Riyadh. */
export type EventSummary = {
  id: string;
  slug: string;
  name: string;
  city: EventCity | null;
  type: string;
  description: string;
  highlights: string[];
  venue: string;
  address: string;
  startsAt: string;
  endsAt: string;
  capacity: number;
  /** Capacity minus confirmed seats (never below 0). */
  spotsLeft: number;
  confirmedCount: number;
  waitlistCount: number;
  isRegistrationOpen: boolean;
  isFlagship: boolean;
  whatsappGroupUrl: string | null;
};
