import { defineCatalog } from "../define";

/** /admin: the dashboard's numbers, lists and the welcome-emails action. */
const en = {
  statsHeading: "Community at a glance",
  totalMembers: "Total members",
  activeMembers: "Active members",
  activeMembersHint: "Signed in within 90 days, not suspended",
  pendingProfiles: "Pending profiles",
  emailsSent: "Welcome emails sent",
  statsFallbackNote: "The live numbers could not be loaded; these are estimates.",
  forbidden: "This area is for administrators only.",
  recentSignupsHeading: "Recent sign-ups",
  recentSignupsEmpty: "No one has signed up yet.",
  name: "Name",
  email: "Email",
  joined: "Joined",
  tier: "Tier",
  upcomingEventsHeading: "Upcoming events",
  upcomingEventsEmpty: "No upcoming events.",
  event: "Event",
  date: "Date",
  confirmed: "Confirmed / capacity",
  waitlisted: "Waitlisted",
  moderationHeading: "Waiting for review",
  moderationEmpty: "Nothing is waiting for review.",
  moderationPhotos: "Event photos",
  moderationJobs: "Job posts",
  moderationBusinesses: "Business listings",
  moderationApplications: "Membership applications",
  moderationReports: "Reported posts",
  moderationQueue: "Open the moderation queue",
  listLoadError: "This list could not be loaded.",
  importHeading: "Import members",
  welcomeHeading: "Welcome emails",
  welcomeLead:
    "Send the profile-completion email, with a link to set a password, to every imported member who has not completed their profile and has not received it yet.",
  sendWelcome: "Send welcome emails",
  sendingWelcome: "Sending...",
  welcomeSentTitle: "Welcome Emails Sent",
  welcomeSentText: "Profile completion emails sent to all new members.",
  welcomeQueued: "{count} emails queued.",
  welcomeFailedTitle: "Email Send Failed",
};

export type AdminDashboardTexts = typeof en;

export const adminDashboardMessages = defineCatalog(en, {
  ar: () => import("./admin-dashboard.ar"),
  ur: () => import("./admin-dashboard.ur"),
});
