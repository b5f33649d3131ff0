// When the install offer may show (issue 19): only to someone who has shown interest, and never where
// it would cover what they came for. Loaded with the install prompt only, never with the entry.

const VISITS_KEY = "sppc-visit-days";

type Visits = { firstDay: string; returned: boolean };

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Notes today's visit; true once this browser has opened SPPC on two different days. A link opened
 * once from WhatsApp is not interest; coming back another day is. Safe to call twice a day.
 */
export function recordVisitDay(now = new Date()): boolean {
  try {
    const saved = JSON.parse(localStorage.getItem(VISITS_KEY) ?? "null") as Visits | null;
    const today = dayOf(now);
    const visits: Visits = saved
      ? { firstDay: saved.firstDay, returned: saved.returned || saved.firstDay !== today }
      : { firstDay: today, returned: false };
    localStorage.setItem(VISITS_KEY, JSON.stringify(visits));
    return visits.returned;
  } catch {
    // Storage blocked: no visit history, so only signing in shows interest.
    return false;
  }
}

// Pages where the banner would sit over what the person is looking at or typing: a ticket or the
// wallet (shown at the door), the membership card and its verify page (shown at a partner's till),
// the steward's check-in screen, and the pages that are a form.
const COVERED_PAGES = [
  /^\/tickets(\/|$)/,
  /^\/wallet(\/|$)/,
  /^\/rsvp(\/|$)/,
  /^\/membership-card(\/|$)/,
  /^\/verify(\/|$)/,
  /^\/admin\/checkin(\/|$)/,
  /^\/(login|signup|register|reset-password|onboarding|checkout|contact|subscription)(\/|$)/,
  /^\/membership(\/|$)/,
  /^\/jobs\/new(\/|$)/,
  /^\/messages(\/|$)/,
  /^\/profile\/?$/,
  /^\/privacy-settings(\/|$)/,
];

/** True on a page the install banner must never cover. */
export const installCoversPage = (pathname: string) => COVERED_PAGES.some((page) => page.test(pathname));
