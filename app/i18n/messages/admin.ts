import { defineCatalog } from "../define";

/** The admin area's shared texts: its section navigation and the words every section uses. */
const en = {
  navLabel: "Admin sections",
  navDashboard: "Dashboard",
  navEvents: "Events",
  navPhotos: "Photos",
  navJobs: "Jobs",
  navBusinesses: "Businesses",
  navForums: "Forums",
  navWhatsappGroups: "WhatsApp groups",
  navPartners: "Partners and sponsorship",
  navTenders: "Tenders",
  navMentorship: "Mentorship",
  navHelpArticles: "Help articles",
  navFeatured: "Featured content",
  navMessages: "Contact messages",
  navApplications: "Membership applications",
  navReports: "Reported posts",
  navCalendar: "Cultural calendar",
  statusPending: "Pending",
  statusApproved: "Approved",
  statusRejected: "Rejected",
  statusHidden: "Hidden",
  approve: "Approve",
  reject: "Reject",
  hide: "Hide",
  show: "Show",
  edit: "Edit",
  delete: "Delete",
  create: "Create",
  save: "Save",
  saving: "Saving...",
  cancel: "Cancel",
  refresh: "Refresh",
  reasonLabel: "Reason (emailed to the member)",
  confirmDelete: 'Delete "{name}"? This cannot be undone.',
  saved: "Saved",
  deleted: "Deleted",
  actionFailed: "That did not work. Please try again.",
  loadError: "This list could not be loaded. Please try again.",
  empty: "Nothing here yet.",
  actions: "Actions",
  statusColumn: "Status",
};

export type AdminTexts = typeof en;

export const adminMessages = defineCatalog(en, {
  ar: () => import("./admin.ar"),
  ur: () => import("./admin.ur"),
});
