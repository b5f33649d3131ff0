import { defineCatalog } from "../define";

/** The business directory (/business). */
const en = {
  title: "Business Directory",
  lead: "Pakistani-owned and partner businesses across Saudi Arabia.",
  backHome: "Back to home",
  listYourBusiness: "List your business",
  filtersHeading: "Filter businesses",
  searchLabel: "Search businesses",
  searchPlaceholder: "Name or description",
  searchButton: "Search",
  industryLabel: "Industry",
  allIndustries: "All industries",
  locationLabel: "Location",
  allLocations: "All locations",
  halalOnly: "Halal certified only",
  resultsHeading: "Businesses",
  resultsCount: "{count} businesses",
  loading: "Loading businesses…",
  loadingForm: "Loading the form…",
  loadError: "The directory could not be loaded. Please try again.",
  retry: "Try again",
  emptyTitle: "No businesses found",
  emptyText: "Try adjusting your filters.",
  verified: "Verified",
  halalCertified: "Halal certified",
  ratedOutOf: "Rated {rating} out of 5",
  reviews: "{count} reviews",
  oneReview: "1 review",
  employees: "{count} employees",
  founded: "Founded {year}",
  visitWebsite: "Visit website",
  websiteOf: "of {name}",
} as const;

export type BusinessTexts = typeof en;

export const businessMessages = defineCatalog(en, {
  ar: () => import("./business.ar"),
  ur: () => import("./business.ur"),
});
