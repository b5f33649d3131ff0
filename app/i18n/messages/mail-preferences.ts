import { defineCatalog } from "../define";

/** The kinds of bulk mail (worker/contract/mail-topics.ts): the unsubscribe page and the Email section of /privacy-settings. */
const en = {
  topicMarketing: "News and offers",
  topicAnnouncements: "Community announcements",
  topicTenderAlerts: "Tender alerts",
  topicAnnouncementsHelp: "Notices the SPPC team sends to members, such as changes to services in your city.",
  topicTenderAlertsHelp: "An email when a tender is published in a category you follow.",
  // The unsubscribe page (/unsubscribe/{token}, the link at the end of every bulk email).
  pageTitle: "Email preferences",
  loading: "Loading...",
  askHeading: "Unsubscribe from {topic}?",
  askText: "You are getting {topic} emails at {email}.",
  unsubscribe: "Unsubscribe",
  unsubscribing: "Unsubscribing...",
  doneHeading: "You're unsubscribed from {topic}",
  doneText:
    "We won't send {topic} emails to {email} any more. Emails about your account, tickets and payments still come.",
  undo: "Undo",
  undoing: "Subscribing again...",
  manage: "Manage every kind of email and notification",
  invalidTitle: "This unsubscribe link is not valid",
  invalidText:
    "It may be incomplete or more than a year old. Sign in and open your privacy settings to choose which emails you get.",
  loadFailed: "We couldn't reach SPPC. Check your connection and try again.",
  offline: "You're offline. Connect to the internet and try again.",
  actionFailed: "That didn't work. Please try again.",
  retry: "Try again",
  // The Email section of /privacy-settings.
  sectionHeading: "Email",
  sectionIntro:
    "Choose which emails you get. Emails about your account, tickets and payments always come. Every email of these kinds also has an unsubscribe link.",
  on: "On",
  off: "Off",
  sectionLoadFailed: "Your email choices could not be loaded.",
};
export type MailPreferencesTexts = typeof en;
export const mailPreferencesMessages = defineCatalog(en, {
  ar: () => import("./mail-preferences.ar"),
  ur: () => import("./mail-preferences.ur"),
});
