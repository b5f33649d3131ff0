import { defineCatalog } from "../define";

/** /announcements/{id}: a campaign the community sent, opened from the bell or a push notification. */
const en = {
  loading: "Loading the announcement...",
  loadFailed: "The announcement could not be loaded.",
  retry: "Try again",
  notFoundTitle: "Announcement not found",
  notFoundText: "This announcement is not available to your account. It may have been sent to other members.",
  sentOn: "Sent {date}",
  fromCommunity: "An announcement from the community",
  preferences: "Choose which announcements you get",
};
export type AnnouncementsTexts = typeof en;
export const announcementsMessages = defineCatalog(en, {
  ar: () => import("./announcements.ar"),
  ur: () => import("./announcements.ur"),
});
