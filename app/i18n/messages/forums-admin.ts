import { defineCatalog } from "../define";

/** /admin/forums: categories and moderation of discussions and replies (shared admin words: admin.ts). */
const en = {
  title: "Forums",
  lead: "Categories, and moderation of discussions and replies.",
  categoriesHeading: "Categories",
  newCategory: "New category",
  editCategory: "Edit {name}",
  nameLabel: "Name",
  slugLabel: "Address name",
  slugHint: "Lowercase letters, digits and hyphens. Left empty, it is made from the name.",
  descriptionLabel: "Description",
  sortOrderLabel: "Order",
  errorName: "Use 2 to 80 characters.",
  threadCount: "{count} threads ({removed} removed)",
  visible: "Visible",
  hidden: "Hidden",
  noCategories: "No categories yet.",
  threadsHeading: "Discussions",
  filtersLabel: "Filter discussions",
  categoryLabel: "Category",
  allCategories: "All categories",
  statusLabel: "Status",
  statusAll: "All",
  statusVisible: "Visible",
  statusRemoved: "Removed",
  searchLabel: "Search discussions",
  noThreads: "No discussions match.",
  threadMeta: "{author} in {category} · {count} replies",
  pin: "Pin",
  unpin: "Unpin",
  lock: "Lock",
  unlock: "Unlock",
  remove: "Remove",
  restore: "Restore",
  pinned: "Pinned",
  locked: "Locked",
  removed: "Removed",
  categoryHidden: "Category hidden",
  showReplies: "Show replies",
  hideReplies: "Hide replies",
  repliesOf: "Replies to {title}",
  noReplies: "No replies yet.",
  loading: "Loading…",
} as const;

export type ForumsAdminTexts = typeof en;

export const forumsAdminMessages = defineCatalog(en, {
  ar: () => import("./forums-admin.ar"),
  ur: () => import("./forums-admin.ur"),
});
