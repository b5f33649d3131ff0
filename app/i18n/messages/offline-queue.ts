import { defineCatalog } from "../define";

/** The offline queue: RSVPs and posts written without a connection, sent later exactly once. */
const en = {
  pending: "Pending",
  sending: "Sending…",
  failed: "Not sent",
  retry: "Retry",
  discard: "Discard",
  retryLabel: "Retry sending: {what}",
  discardLabel: "Discard: {what}",
  failedReason: "Not sent: {reason}",
  queuedCount: "{count} waiting to be sent",
  queuedHeading: "Waiting to be sent",
  postQueuedTitle: "Saved offline",
  postQueuedBody: "We'll publish your post when you're back online.",
  rsvpQueuedTitle: "RSVP saved offline",
  rsvpQueuedBody: "Saved offline — we'll send your RSVP when you're back online.",
  rsvpFor: "RSVP for {city}",
  rsvpPendingNote: "Keep this page or come back later: you'll see the confirmation once it is sent.",
  postSyncedTitle: "Post published",
  postSyncedBody: "Your post written offline is now in the feed.",
  rsvpSyncedTitle: "RSVP sent",
  rsvpSyncedBody: "Your seat is reserved. Check your email for the ticket.",
  rsvpWaitlistedTitle: "Event full: waitlisted",
  rsvpWaitlistedBody: "Your RSVP was sent, but the event is full: you are number {position} on the waitlist.",
};

export type OfflineQueueTexts = typeof en;

export const offlineQueueMessages = defineCatalog(en, {
  ar: () => import("./offline-queue.ar"),
  ur: () => import("./offline-queue.ur"),
});
