import { defineCatalog } from "../define";

/** /admin/featured: what /explore features, in which order. {n} is a position, {title} an item. */
const en = {
  title: "Featured content",
  lead: "Choose what the Explore page features, and in which order.",
  addHeading: "Add a featured item",
  editHeading: 'Edit "{title}"',
  listHeading: "Featured items, in the order members see them",
  empty: "Nothing is featured yet. Add the first item above.",
  kindLabel: "Type",
  kindJob: "Job",
  kindBusiness: "Business",
  kindEvent: "Event",
  kindThread: "Forum thread",
  kindTender: "Tender",
  kindLink: "Link",
  titleLabel: "Title",
  descriptionLabel: "Description",
  urlLabel: "Address",
  urlHint:
    "A path on this site such as /jobs or /events. Items of type Link may also use an https:// address.",
  activeLabel: "Show on the Explore page",
  shown: "Shown",
  hidden: "Hidden",
  moveUp: "Move up",
  moveDown: "Move down",
  errorTitle: "Enter a title of 2 to 120 characters.",
  errorDescription: "Keep the description under 300 characters.",
  errorUrl: "Use a path on this site starting with /. Only items of type Link may use an https:// address.",
  orderChanged: "The list changed meanwhile. It has been reloaded: please try again.",
};

export type AdminFeaturedTexts = typeof en;

export const adminFeaturedMessages = defineCatalog(en, {
  ar: () => import("./admin-featured.ar"),
  ur: () => import("./admin-featured.ur"),
});
