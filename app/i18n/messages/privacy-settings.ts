import { defineCatalog } from "../define";

/** /privacy-settings. Placeholders: {date}, {word}, {email}, {days}. */
const en = {
  title: "Privacy & data",
  lead: "Your choices about your personal data, a copy of everything we store about you, and deleting your account.",
  loading: "Loading…",
  loadFailed: "We could not load your privacy settings.",
  retry: "Try again",

  consentsHeading: "Your consents",
  consentsIntro:
    "Changes take effect at once. Each one is recorded with its date, as Saudi Arabia's Personal Data Protection Law (PDPL) requires.",
  purposeDataProcessing: "Personalise my experience",
  purposeDataProcessingHelp:
    "Use my profile and activity to suggest jobs, events, mentors and members that suit me.",
  purposeAnnouncements: "Community announcements by email",
  purposeTenderAlerts: "Tender alerts by email",
  purposeMarketing: "News and offers by email",
  purposeMarketingHelp: "Occasional emails about events, partner discounts and membership offers.",
  purposeProfileSharing: "Show my profile to other members",
  purposeProfileSharingHelp:
    "When this is on, signed-in members can find you in the member directory and ask to connect. They see your name, photo, job title, company, city, industry, languages and skills. Visitors and search engines never see the directory; your QR card opens only for people you give its link to. Your email and phone number stay private.",
  purposeTerms: "Terms of service",
  purposePrivacy: "Privacy policy and the processing your account needs",
  accepted: "Accepted",
  given: "On",
  withdrawn: "Off",
  notChosen: "Not chosen yet",
  changedOn: "Last changed {date}",
  saved: "Your choice has been saved.",
  saveFailed: "Your choice could not be saved",
  dataProcessingNote:
    "Turning this off stops the personalisation. The data needed to run your account is still processed while you have an account: to stop all processing, delete your account.",
  deleteInstead: "Delete my account instead",

  historyHeading: "History of your choices",
  historyPurpose: "Choice",
  historyState: "Decision",
  historyMethod: "Where",
  historyVersion: "Policy version",
  historyDate: "When",
  methodSignup: "Sign-up",
  methodOnboarding: "Onboarding",
  methodPreferences: "This page",
  methodUnsubscribeLink: "Unsubscribe link in an email",

  downloadHeading: "Download my data",
  downloadText:
    "A JSON file with your account, profile, consents, sessions and the emails we sent you. Passwords and sign-in tokens are never included.",
  downloadButton: "Download my data",
  downloading: "Preparing your file…",
  downloadFailed: "Your data could not be downloaded",

  deleteHeading: "Delete my account",
  deleteText:
    "This permanently deletes your account, profile, consents, sessions and profile photo. It cannot be undone.",
  deleteButton: "Delete my account",
  dialogTitle: "Delete your account?",
  dialogText:
    "Enter your password and type {word} to confirm. Your account and data are deleted at once and cannot be recovered.",
  passwordLabel: "Password",
  confirmLabel: "Type {word} to confirm",
  cancel: "Cancel",
  confirmDelete: "Delete permanently",
  deleting: "Deleting…",
  wrongPassword: "The password is not correct.",
  tooManyAttempts: "Too many wrong passwords. Please wait a few minutes and try again.",
  deleteFailed: "Your account could not be deleted",
  deletedTitle: "Account deleted",
  deletedText: "Your account and data have been deleted. We have emailed you a confirmation.",

  requestsNote:
    "For any other request about your data, email {email}. We answer privacy requests within {days} days.",
};

export type PrivacySettingsTexts = typeof en;

export const privacySettingsMessages = defineCatalog(en, {
  ar: () => import("./privacy-settings.ar"),
  ur: () => import("./privacy-settings.ur"),
});
