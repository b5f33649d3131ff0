import { defineCatalog } from "../define";

/** The public plans page (/premium). Tier names and benefits come from the API as given. */
const en = {
  title: "Premium Membership",
  lead: "Choose the plan that fits your career in Saudi Arabia. Every plan includes partner discounts with your digital membership card.",
  plansHeading: "Membership plans",
  free: "Free",
  perYear: "per year",
  mostPopular: "Most Popular",
  partnerDiscount: "{discount} partner discount",
  benefitsLabel: "{name} benefits",
  joinFree: "Join for free",
  choosePlan: "Choose {name}",
  viewCard: "View Membership Card",
  cardHeading: "Your digital membership card",
  cardText: "Show your card at {count} partner locations across the Kingdom and save on every visit.",
  guaranteeHeading: "30-day money-back guarantee",
  guaranteeText:
    "Not satisfied? Ask for a full refund within 30 days. Cancel any time and keep your benefits until the end of your billing period.",
  loading: "Loading plans…",
  error: "We couldn't load the membership plans. Please check your connection and try again.",
  retry: "Try again",
  empty: "No membership plans are available right now. Please check back soon.",
};

export type PremiumTexts = typeof en;

export const premiumMessages = defineCatalog(en, {
  ar: () => import("./premium.ar"),
  ur: () => import("./premium.ur"),
});
