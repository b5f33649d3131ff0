import { defineCatalog } from "../define";

/** /services: six service cards and the upgrade call to action. */
const en = {
  title: "Our Services",
  lead: "Everything the SPPC community offers to help Pakistani professionals build careers and businesses in Saudi Arabia.",
  cardsHeading: "What we offer",
  learnMore: "Learn More",
  premiumBadge: "Premium",
  networkingTitle: "Professional Networking",
  networkingText:
    "Meet Pakistani professionals across the Kingdom, share updates and grow your network in your industry.",
  networkingPoint1: "Industry groups for your field",
  networkingPoint2: "Member feed for updates and opportunities",
  networkingPoint3: "Meetups in Riyadh, Khobar and Dammam",
  jobPlacementTitle: "Job Placement",
  jobPlacementText: "Career support from CV review to job offer, with employers who hire Pakistani talent.",
  jobPlacementPoint1: "CV optimization",
  jobPlacementPoint2: "Interview preparation",
  jobPlacementPoint3: "Visa sponsorship jobs",
  businessTitle: "Business Directory",
  businessText: "Find and promote Pakistani-owned businesses and trusted partners across Saudi Arabia.",
  businessPoint1: "Listings by city and industry",
  businessPoint2: "Verified partner businesses",
  businessPoint3: "Discounts for members",
  tendersTitle: "Government Tenders",
  tendersText:
    "Follow Saudi government and private tenders that suit your company, with alerts for new ones.",
  tendersPoint1: "Tenders sorted by category",
  tendersPoint2: "Alerts for new tenders",
  tendersPoint3: "Tender documents in one place",
  culturalTitle: "Cultural Integration",
  culturalText: "Settle in with events, celebrations and practical guidance on life and work in the Kingdom.",
  culturalPoint1: "Cultural celebrations and high teas",
  culturalPoint2: "Prayer times and cultural calendar",
  culturalPoint3: "Guidance for newcomers",
  tradeTitle: "Cross-Border Trade",
  tradeText: "Build trade between Pakistan and Saudi Arabia with partners, sponsors and fellow members.",
  tradePoint1: "Trade opportunities shared by members",
  tradePoint2: "Sponsorship and partner programs",
  tradePoint3: "Introductions to buyers and suppliers",
  upgradeTitle: "Get more with Premium",
  upgradeText:
    "Premium members get priority job matching, full access to tenders and bigger partner discounts.",
  upgradeCta: "Upgrade to Premium",
};

export type ServicesTexts = typeof en;

export const servicesMessages = defineCatalog(en, {
  ar: () => import("./services.ar"),
  ur: () => import("./services.ur"),
});
