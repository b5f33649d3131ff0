import { defineCatalog } from "../define";

/** Texts of the site footer, which loads after the first paint (its own catalog keeps them out of the entry). */
const en = {
  footerTagline: "Connecting Pakistani professionals across Saudi Arabia since {year}.",
  footerQuickLinks: "Quick Links",
  footerLegal: "Legal",
  footerFollow: "Follow us",
  footerRegister: "Event Registration",
  footerMembership: "Membership",
  footerMembershipCard: "Membership card",
  footerEvents: "Events",
  footerBusiness: "Business Directory",
  footerJobs: "Jobs",
  footerPrivacy: "Privacy Policy",
  footerTerms: "Terms of Service",
  footerContact: "Contact Us",
  footerRights: "© {year} {name}. All rights reserved.",
};

export type FooterTexts = typeof en;

export const footerMessages = defineCatalog(en, {
  ar: () => import("./footer.ar"),
  ur: () => import("./footer.ur"),
});
