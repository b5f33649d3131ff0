import { defineCatalog } from "../define";

/** /admin/membership-tiers: the one place tier prices, discounts and benefits are set. */
const en = {
  title: "Membership tiers",
  lead: "Prices, partner discounts and benefits shown on /premium, /subscription, registration and the card. A new price applies to new payments only.",
  tableCaption: "Membership tiers in display order",
  colName: "Name",
  colPrice: "Price per year",
  colDiscount: "Partner discount",
  colBenefits: "Benefits",
  colFlags: "Shown as",
  colOrder: "Order",
  free: "Free",
  discountValue: "{percent}%",
  benefitCount: "{count} benefits",
  popular: "Most popular",
  forSale: "For sale",
  comingSoon: "Coming soon",
  empty: "No tiers yet. Seed the database to create Basic, Premium and Executive.",
  formHeading: "Edit {name}",
  errorSummary: "Please correct the highlighted fields.",
  fieldName: "Name",
  fieldPrice: "Price per year (SAR)",
  fieldPriceBasicHint: "Basic is the free tier: its price stays 0.",
  fieldPriceHint: "Members who already paid keep what they paid.",
  fieldDiscount: "Partner discount (%)",
  fieldBenefits: "Benefits",
  fieldBenefitsHint: "One per line, 1 to 20 lines.",
  fieldPopular: "Mark as most popular (the other tiers lose the mark)",
  fieldForSale: "For sale (otherwise shown as 'Coming Soon')",
  fieldOrder: "Order",
  fieldOrderHint: "Lower numbers come first.",
  errorName: "Enter a name of 1 to 40 characters.",
  errorPrice: "Enter a price in SAR, 0 or more, with at most two decimals.",
  errorBasicPrice: "Basic is the free tier: its price must stay 0.",
  errorDiscount: "Enter a whole number from 0 to 100.",
  errorBenefits: "List 1 to 20 benefits, one per line, each at most 120 characters.",
  errorOrder: "Enter a whole number from 0 to 1,000.",
  saved: "Tier saved",
};

export type AdminTiersTexts = typeof en;

export const adminTiersMessages = defineCatalog(en, {
  ar: () => import("./admin-tiers.ar"),
  ur: () => import("./admin-tiers.ur"),
});
