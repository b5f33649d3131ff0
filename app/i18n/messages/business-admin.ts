import { defineCatalog } from "../define";

/** /admin/businesses: moderating and editing the business directory (shared admin words are in admin.ts). */
const en = {
  title: "Businesses",
  lead: "Approve member submissions, give the verified badge, feature listings and keep the directory tidy.",
  newBusiness: "New business",
  filterLabel: "Show",
  filterAll: "All listings",
  listHeading: "Listings",
  loading: "Loading listings…",
  empty: "No listings with this status.",
  submittedBy: "Submitted by {name} ({email})",
  addedByAdmin: "Added by an admin",
  createdOn: "Created {date}",
  reason: "Reason: {reason}",
  verifiedBadge: "Verified",
  featuredBadge: "Featured",
  view: "View",
  viewLabel: "View {name}",
  verify: "Verify",
  unverify: "Remove verified badge",
  feature: "Feature",
  unfeature: "Stop featuring",
  approved: "Listing approved",
  rejected: "Listing rejected",
  hidden: "Listing hidden",
  formCreateTitle: "New business",
  formEditTitle: "Edit {name}",
  fieldVerified: "Verified badge",
  fieldFeatured: "Featured at the top of the directory",
} as const;

export type BusinessAdminTexts = typeof en;

export const businessAdminMessages = defineCatalog(en, {
  ar: () => import("./business-admin.ar"),
  ur: () => import("./business-admin.ur"),
});
