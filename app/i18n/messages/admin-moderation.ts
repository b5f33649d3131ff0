import { defineCatalog } from "../define";

/** /admin/moderation: one queue for everything members submitted or reported. */
const en = {
  title: "Moderation queue",
  lead: "Everything members submitted or reported that waits for a decision, oldest first. Rejecting needs a reason: it is emailed to the member.",
  filterLabel: "Show",
  chipAll: "All ({n})",
  chipPhoto: "Photos ({n})",
  chipJob: "Jobs ({n})",
  chipBusiness: "Businesses ({n})",
  chipApplication: "Applications ({n})",
  chipReport: "Reported posts ({n})",
  kindPhoto: "Event photo",
  kindJob: "Job",
  kindBusiness: "Business",
  kindApplication: "Membership application",
  kindReport: "Reported post",
  listHeading: "Waiting for review",
  submittedBy: "Submitted by {name}, {date}",
  submittedOn: "Submitted {date}",
  reportedBy: "Reported by {name}, {date}",
  reportTitle: "Post by {name}",
  photoAlt: "Photo shared for {event}",
  photoEvent: "Event: {event}",
  jobPreview: "{company} · {city}",
  businessPreview: "{category} · {city}",
  applicationPreview: "{tier} membership · {city} · {profession}",
  reportReason: "Report reason: {reason}",
  reportCount: "{n} reports",
  approve: "Approve",
  reject: "Reject",
  keepPost: "Keep post",
  removePost: "Remove post",
  approvedToast: "Approved: {title}",
  rejectedToast: "Rejected: {title}. The member was emailed the reason.",
  keptToast: "Post kept: the reporters were told.",
  removedToast: "Post removed: the author was emailed the reason.",
  decisionFailed: "The decision was not saved. The item is back in the list.",
  empty: "Nothing waiting for review",
  loadMore: "Show more",
  loading: "Loading the queue...",
};

export type AdminModerationTexts = typeof en;

export const adminModerationMessages = defineCatalog(en, {
  ar: () => import("./admin-moderation.ar"),
  ur: () => import("./admin-moderation.ur"),
});
