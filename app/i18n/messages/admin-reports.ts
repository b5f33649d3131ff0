import { defineCatalog } from "../define";

/** /admin/reported-posts: the moderation queue of reported feed posts. */
const en = {
  title: "Reported posts",
  lead: "Posts members reported, the most waiting first. Remove a post to take it out of every feed, or dismiss the reports to keep it.",
  empty: "No open reports. Nothing waits for review.",
  reportsCount: "{n} reports",
  postBy: "Post by {name}",
  reasonBy: "{name}",
  dismiss: "Dismiss reports",
  remove: "Remove post",
  dismissed: "Reports dismissed",
  removed: "Post removed",
};

export type AdminReportsTexts = typeof en;

export const adminReportsMessages = defineCatalog(en, {
  ar: () => import("./admin-reports.ar"),
  ur: () => import("./admin-reports.ur"),
});
