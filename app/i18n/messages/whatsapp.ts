import { defineCatalog } from "../define";

/** The /whatsapp-groups page. */
const en = {
  title: "WhatsApp Groups",
  lead: "Join the community's groups for business, jobs, trade and culture.",
  searchLabel: "Search groups",
  searchPlaceholder: "Name, description or tag",
  typeLabel: "Group type",
  typeAll: "All types",
  typeBusiness: "Business",
  typeJobs: "Jobs",
  typeTrade: "Trade",
  typeCultural: "Cultural",
  typeGeneral: "General",
  members: "{count} members",
  admin: "Admin: {name}",
  lastActivity: "Last activity {time}",
  rulesHeading: "Group rules",
  moreRules: "+{count} more rules",
  tagsLabel: "Tags",
  joinGroup: "Join group",
  opensInNewTab: "(opens in a new tab)",
  signInToJoin: "Sign in to join",
  empty: "No groups found",
  loading: "Loading groups…",
  loadFailed: "The groups could not be loaded. Please try again.",
  resultCount: "{count} groups",
};

export type WhatsappTexts = typeof en;

export const whatsappMessages = defineCatalog(en, {
  ar: () => import("./whatsapp.ar"),
  ur: () => import("./whatsapp.ur"),
});
