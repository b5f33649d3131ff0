import { defineCatalog } from "../define";

/** The 'Notifications on this phone' section of /privacy-settings (Web Push). */
const en = {
  heading: "Notifications on this phone",
  intro:
    "Get a notification on this phone's lock screen when something needs you, even when SPPC is closed. Choose below what you are told about; your choices apply to every device you turn on.",
  loading: "Loading…",
  loadFailed: "We could not load your notification settings.",
  retry: "Try again",
  turnOn: "Turn on notifications on this device",
  turnOff: "Turn off on this device",
  isOn: "Notifications are on for this device.",
  isOff: "Notifications are off for this device.",
  turnedOn: "Notifications are on for this device.",
  turnedOff: "Notifications are off for this device.",
  failed: "Notifications could not be changed",
  blocked:
    "Notifications are blocked for SPPC in this browser's settings. Allow them there, then come back to turn them on.",
  iosHint:
    "On iPhone and iPad, add SPPC to your Home Screen first: tap Share, then 'Add to Home Screen'. Open SPPC from the Home Screen and turn notifications on here.",
  unsupported:
    "This browser cannot show notifications from SPPC. Install the app on your phone (or use a current Chrome, Edge, Firefox or Safari) to get them.",
  unavailable: "Notifications are not set up on this server yet.",
  serviceRefused:
    "This browser's notification service is not one SPPC can send to. Use a current Chrome, Edge, Firefox or Safari to get notifications.",
  kindsHeading: "Tell me about",
  kindMessage: "New messages",
  kindConnectionRequest: "Connection requests",
  kindWaitlist: "A seat for me from an event's waitlist",
  kindEvent: "Changes to my events, and reminders the day before",
  kindMention: "Mentions of me in posts",
  kindRenewal: "Membership renewal reminders",
  kindAnnouncement: "Announcements from the community",
  saved: "Your choice has been saved.",
};

export type PushSettingsTexts = typeof en;

export const pushSettingsMessages = defineCatalog(en, {
  ar: () => import("./push-settings.ar"),
  ur: () => import("./push-settings.ur"),
});
