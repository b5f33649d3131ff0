import { defineCatalog } from "../define";

/** The bell in the signed-in header and its list. */
const en = {
  bell: "Notifications",
  bellUnread: "Notifications, {count} unread",
  title: "Notifications",
  markAllRead: "Mark all as read",
  empty: "No notifications yet",
  emptyText: "Likes, comments, mentions, connection requests and event updates will show up here.",
  loading: "Loading notifications...",
  error: "Notifications could not be loaded. Please try again.",
  retry: "Try again",
  loadMore: "Show older",
  unread: "Unread",
  someone: "Someone",
  like: "{name} liked your post",
  comment: "{name} commented on your post",
  mention: "{name} mentioned you in a post",
  connection_request: "{name} asked to connect with you",
  connection_accepted: "{name} accepted your connection request",
  rsvpConfirmed: "Your place at {event} is confirmed",
  rsvpWaitlisted: "You are on the waitlist for {event}",
  rsvpPromoted: "A seat opened up: your place at {event} is confirmed",
  rsvpCancelled: "Your registration for {event} was cancelled",
  rsvpUpdated: "Your registration for {event} was updated",
  rsvpEventChanged: "{event} has a new time or place: see your ticket",
  membership: "Your membership is now {tier}",
  steward: "You are now a steward at {event}: open its door screen to check attendees in",
  announcement: "Announcement: {title}",
  tierBasic: "Basic",
  tierPremium: "Premium",
  tierExecutive: "Executive",
};

export type NotificationsTexts = typeof en;

export const notificationsMessages = defineCatalog(en, {
  ar: () => import("./notifications.ar"),
  ur: () => import("./notifications.ur"),
});
