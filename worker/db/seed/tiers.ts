import type { membershipTiers } from "../schema";

/** Spec point 6 benefits and the /premium prices (the one reading the membership issue keeps). */
export const demoMembershipTiers: (typeof membershipTiers.$inferInsert)[] = [
  {
    id: "basic",
    name: "Basic",
    priceHalalas: 0,
    billingPeriod: null,
    partnerDiscountPercent: 5,
    benefits: [
      "Community forums",
      "Basic job board",
      "Networking event invitations",
      "WhatsApp group access",
    ],
    sortOrder: 1,
  },
  {
    id: "premium",
    name: "Premium",
    priceHalalas: 29_900,
    billingPeriod: "year",
    partnerDiscountPercent: 15,
    benefits: [
      "Everything in Basic",
      "Exclusive jobs",
      "Government tender access",
      "Digital membership card",
      "Priority event access",
      "Business directory listing",
    ],
    isPopular: true,
    sortOrder: 2,
  },
  {
    id: "executive",
    name: "Executive",
    priceHalalas: 59_900,
    billingPeriod: "year",
    partnerDiscountPercent: 25,
    benefits: ["Everything in Premium", "VIP events", "Business matching", "Government tender access"],
    sortOrder: 3,
  },
];
