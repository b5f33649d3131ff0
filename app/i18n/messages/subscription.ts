import { defineCatalog } from "../define";

/**
 * The plans page (/subscription). Tier names, prices and benefits come from the API as stored;
 * 'Current Plan', 'Coming Soon' and the 'Payment Unavailable' toast are the spec's exact texts.
 */
const en = {
  title: "Choose Your Plan",
  lead: "Unlock exclusive jobs, tenders and partner discounts. Plans are paid once a year, in Saudi riyals.",
  plansHeading: "Membership plans",
  free: "Free",
  perYear: "per year",
  mostPopular: "Most Popular",
  partnerDiscount: "{discount} partner discount",
  benefitsLabel: "{name} benefits",
  currentPlan: "Current Plan",
  comingSoon: "Coming Soon",
  included: "Included in your plan",
  upgradeTo: "Upgrade to {name}",
  redirecting: "Opening secure checkout…",
  paymentUnavailableTitle: "Payment Unavailable",
  paymentUnavailableText: "Payment processing is not configured. Please contact support.",
  checkoutFailedTitle: "Could not start the payment",
  paidBy: "Secure payment by {provider}: mada, Apple Pay and STC Pay.",
  validUntil: "Valid until {date}",
  endedOn: "Ended on {date}. You have Basic benefits until you renew.",
  renewDue: "Your membership ends soon. Renew now to keep your benefits.",
  renew: "Renew {name}",
  compareHeading: "Compare plans",
  compareCaption: "Features included in each membership plan",
  featureColumn: "Feature",
  priceRow: "Price per year",
  discountRow: "Partner discount",
  yes: "Included",
  no: "Not included",
  whyHeading: "Why upgrade?",
  whyJobsTitle: "Exclusive jobs",
  whyJobsText: "See roles shared only with members and get matched to them first.",
  whyTendersTitle: "Government tenders",
  whyTendersText: "Full access to Saudi government and private tenders for your company.",
  whyCardTitle: "Digital membership card",
  whyCardText: "Show your card at partner shops and save more with every higher plan.",
  whyEventsTitle: "Priority event access",
  whyEventsText: "Reserve your seat at high teas and networking events before everyone else.",
  whyDirectoryTitle: "Business directory listing",
  whyDirectoryText: "List your company where members and partners look for Pakistani businesses.",
  whyMatchingTitle: "Business matching",
  whyMatchingText: "Executive members meet partners, investors and clients at VIP events.",
  faqHeading: "Frequently asked questions",
  faqRefundQ: "Is there a money-back guarantee?",
  faqRefundA:
    "Yes. Every paid plan has a 30-day money-back guarantee: ask for a full refund within 30 days of paying.",
  faqCancelQ: "Can I cancel at any time?",
  faqCancelA:
    "Yes. You can cancel any time and keep your access until the end of the billing period. Plans are paid once a year, so nothing more is charged after you cancel.",
  faqPayQ: "How can I pay?",
  faqPayA:
    "Plans are paid once a year in Saudi riyals by mada, Apple Pay, STC Pay or bank transfer. For a bank transfer, contact us with your membership ID and we confirm the payment by hand.",
  faqRenewQ: "Will I be charged automatically next year?",
  faqRenewA:
    "No. Nothing is charged automatically. We email you a payment link 30 days and again 7 days before your membership ends. If it ends, you keep the Basic benefits until you renew.",
  faqUpgradeQ: "When does my new plan start?",
  faqUpgradeA:
    "As soon as the payment is confirmed. It lasts one year, and your digital membership card shows the new plan and partner discount right away.",
  faqBasicQ: "Is Basic really free?",
  faqBasicA: "Yes. Basic membership is free for Pakistani professionals in Saudi Arabia.",
};

export type SubscriptionTexts = typeof en;

export const subscriptionMessages = defineCatalog(en, {
  ar: () => import("./subscription.ar"),
  ur: () => import("./subscription.ur"),
});
