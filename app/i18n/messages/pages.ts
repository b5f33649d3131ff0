import { defineCatalog } from "../define";

/** Titles and leads of pages whose features land in later issues (their frames exist now). */
const en = {
  cityRiyadh: "Riyadh",
  cityKhobar: "Khobar",
  cityDammam: "Dammam",
  registerCityCta: "Reserve your seat in {city}",
  eventCityTitle: "City Event",
  eventCityLead: "Event details and RSVP.",
  registerTitle: "Register for an Event",
  registerLead: "Choose your city to reserve your seat at the next SPPC high tea.",
  profileTitle: "Profile Settings",
  profileLead: "Your profile, preferences, membership and networking card.",
  publicProfileTitle: "Member Profile",
  publicProfileLead: "A member of the SPPC community.",
  adminTitle: "Admin Dashboard",
  adminLead: "Members, imports, emails and moderation.",
  adminEventsTitle: "Manage Events",
  adminEventsLead: "Create events, follow registrations and check attendees in.",
  onboardingTitle: "Welcome to SPPC",
  onboardingLead: "Privacy consent, personal information and professional details.",
  tendersTitle: "Government Tenders",
  tendersLead: "Saudi government and private tenders for members' companies.",
  membershipTitle: "Become a Member",
  membershipLead: "Choose your tier, tell us about yourself and receive your membership ID.",
  checkoutTitle: "Checkout",
  checkoutLead: "Complete your membership payment.",
};

export type PagesTexts = typeof en;

export const pagesMessages = defineCatalog(en, {
  ar: () => import("./pages.ar"),
  ur: () => import("./pages.ur"),
});
