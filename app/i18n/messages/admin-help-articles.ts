import { defineCatalog } from "../define";

/** /admin/help-articles: every language version of the help centre's articles. */
const en = {
  title: "Help articles",
  lead: "Write the help centre's articles in English, Arabic and Urdu. Readers without a version in their language see the English one.",
  addHeading: "Add an article or a translation",
  editHeading: 'Edit "{title}"',
  listHeading: "All articles",
  empty: "There are no help articles yet. Add the first one above.",
  slugLabel: "Slug",
  slugHint:
    "Shared by the language versions of one article, for example membership-card. Lower-case letters, digits and hyphens.",
  languageLabel: "Language",
  langEn: "English",
  langAr: "Arabic",
  langUr: "Urdu",
  categoryLabel: "Category",
  catAccount: "Account & Profile",
  catMembership: "Membership & Payments",
  catEvents: "Events & Community",
  catCareers: "Jobs & Business",
  titleLabel: "Title",
  bodyLabel: "Article text",
  popularLabel: "List under Popular articles",
  publishedLabel: "Published",
  sortLabel: "Order",
  sortHint: "Lower numbers come first.",
  popular: "Popular",
  published: "Published",
  draft: "Not published",
  publish: "Publish",
  unpublish: "Unpublish",
  translate: "Add a translation",
  missingLanguages: "Missing: {languages}",
  errorSlug: "Use 2 to 80 lower-case letters, digits and hyphens, for example membership-card.",
  errorDuplicate: "This slug already has a version in this language. Edit that version instead.",
  errorTitle: "Enter a title of 3 to 160 characters.",
  errorBody: "Write between 10 and 10,000 characters.",
  errorSort: "Use a whole number from 0 to 10,000.",
};

export type AdminHelpArticlesTexts = typeof en;

export const adminHelpArticlesMessages = defineCatalog(en, {
  ar: () => import("./admin-help-articles.ar"),
  ur: () => import("./admin-help-articles.ur"),
});
