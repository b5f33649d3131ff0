import { sponsorshipPackages } from "../schema";
import { sponsorshipTranslations } from "./sponsorship-translations";
import { insertIgnoringExisting } from "./to-sql";

/** The three packages the partnerships page showed from its static config (spec point "Sponsorship"). */
export const demoSponsorshipPackages: (typeof sponsorshipPackages.$inferInsert)[] = [
  {
    id: "seed-sponsorship-regional",
    slug: "regional",
    title: "Regional Sponsor",
    duration: "One year",
    priceHalalas: 50_000_00,
    badge: "Most visibility",
    benefits: [
      "Your logo on the website, event banners and membership cards",
      "A speaking slot at our flagship events",
      "Named sponsor of a city chapter",
    ],
    includes: [
      "24 social media posts a year",
      "4 email campaigns a year",
      "A booth at every community event",
    ],
    sortOrder: 10,
  },
  {
    id: "seed-sponsorship-event",
    slug: "event",
    title: "Event Sponsor",
    duration: "Per event",
    priceHalalas: 25_000_00,
    badge: "Most popular",
    benefits: [
      "Your logo on event banners and tickets",
      "A stage mention during the event",
      "Exhibition space at the venue",
    ],
    includes: [
      "Social media promotion before the event",
      "Follow-up list of attendees who agreed to be contacted",
      "Event photos and a post-event report",
    ],
    sortOrder: 20,
  },
  {
    id: "seed-sponsorship-loyalty",
    slug: "loyalty",
    title: "Loyalty Partner",
    // The price is SAR 5,000 plus a revenue share; the share is stated here as the table has one price.
    duration: "One year + revenue share",
    priceHalalas: 5_000_00,
    badge: "For businesses",
    benefits: [
      "A listing in the member discount directory",
      "Promotion through the digital membership card",
      "An SPPC partner sticker for your shop",
    ],
    includes: [
      "A monthly member offer in our newsletter",
      "A report of redeemed discounts",
      "A listing in the business directory",
    ],
    sortOrder: 30,
  },
];

/** The packages with their Arabic and Urdu versions. */
export const sponsorshipSeedStatements = () =>
  insertIgnoringExisting(
    sponsorshipPackages,
    demoSponsorshipPackages.map((row) => ({ ...row, ...sponsorshipTranslations[row.id ?? ""] })),
  );
