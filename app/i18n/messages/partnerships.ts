import { defineCatalog } from "../define";

/** /partnerships: sponsorship packages, loyalty partners and the flagship event's sponsors. */
const en = {
  title: "Partnerships & Sponsorship",
  lead: "Reach thousands of Pakistani professionals across Saudi Arabia as a regional sponsor, event sponsor or loyalty partner.",
  viewPackages: "View Packages",
  becomePartner: "Become a Partner",
  packagesHeading: "Sponsorship packages",
  packagesLead: "Choose the level of visibility that fits your goals. Every package can be tailored.",
  benefitsLabel: "Benefits",
  includesLabel: "Includes",
  choosePackage: "Enquire now",
  packagesLoading: "Loading the packages…",
  packagesError: "The packages could not be loaded. Please try again.",
  packagesEmpty: "No sponsorship packages are offered right now. Contact us to discuss a partnership.",
  retry: "Try again",
  partnersHeading: "Our loyalty partners",
  partnersLead: "Members save at {count} partner locations by showing their digital membership card.",
  discountUpTo: "Up to {discount} off",
  partnerRestaurants: "Pakistani restaurants",
  partnerClinics: "Medical clinics and pharmacies",
  partnerTravel: "Travel and Umrah agencies",
  partnerGrocery: "Grocery and spice stores",
  partnerFashion: "Tailors and fashion boutiques",
  partnerEducation: "Tutoring and training centres",
  eventSponsorHeading: "Sponsor {event}",
  eventSponsorText:
    "Our flagship event brings up to {capacity} professionals together at {venue}. Put your brand in front of the community's decision makers.",
  eventSponsorLink: "See the event",
  eventSponsorNoneHeading: "Sponsor our next flagship event",
  eventSponsorNoneText:
    "Our next flagship event is being planned. Tell us about your brand and we will offer you its sponsorship first.",
  eventSponsorNoneLink: "Talk to us",
  contactHeading: "Let's work together",
  contactText: "Tell us about your goals and we will put together a package for you.",
  contactForm: "Contact us",
  emailUs: "Or email our partnerships team:",
};

export type PartnershipsTexts = typeof en;

export const partnershipsMessages = defineCatalog(en, {
  ar: () => import("./partnerships.ar"),
  ur: () => import("./partnerships.ur"),
});
