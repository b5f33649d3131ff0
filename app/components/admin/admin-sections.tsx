import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * The admin sections served by the one /admin/$section route, each loaded only when opened. One
 * route instead of one per section keeps them out of the entry every visitor downloads (each route
 * costs bytes there). /admin, /admin/events and /admin/checkin/$eventId keep their own routes
 * (stewards use the last two). Add a section here and in the menu (admin-frame.tsx).
 */
export const adminSectionPages: Record<string, LazyExoticComponent<ComponentType>> = {
  moderation: lazy(() =>
    import("../admin-moderation/moderation-page").then((m) => ({ default: m.ModerationPage })),
  ),
  photos: lazy(() =>
    import("../events-page/admin-photos-page").then((m) => ({ default: m.AdminPhotosPage })),
  ),
  imports: lazy(() =>
    import("../admin-import/admin-imports-page").then((m) => ({ default: m.AdminImportsPage })),
  ),
  outbox: lazy(() => import("./outbox-page").then((m) => ({ default: m.OutboxPage }))),
  payments: lazy(() =>
    import("../admin-payments/admin-payments-page").then((m) => ({ default: m.AdminPaymentsPage })),
  ),
  "membership-tiers": lazy(() =>
    import("../admin-tiers/admin-tiers-page").then((m) => ({ default: m.AdminTiersPage })),
  ),
  partners: lazy(() =>
    import("../admin-partners/admin-partners-page").then((m) => ({ default: m.AdminPartnersPage })),
  ),
  reports: lazy(() =>
    import("../admin-reports/admin-reports-page").then((m) => ({ default: m.AdminReportsPage })),
  ),
  jobs: lazy(() => import("../admin-jobs/admin-jobs-page").then((m) => ({ default: m.AdminJobsPage }))),
  businesses: lazy(() =>
    import("../business-admin/admin-businesses-page").then((m) => ({ default: m.AdminBusinessesPage })),
  ),
  forums: lazy(() =>
    import("../forums-admin/admin-forums-page").then((m) => ({ default: m.AdminForumsPage })),
  ),
  "whatsapp-groups": lazy(() =>
    import("../admin-whatsapp/admin-whatsapp-page").then((m) => ({ default: m.AdminWhatsappPage })),
  ),
  tenders: lazy(() =>
    import("../admin-tenders/admin-tenders-page").then((m) => ({ default: m.AdminTendersPage })),
  ),
  mentorship: lazy(() =>
    import("../admin-mentorship/admin-mentorship-page").then((m) => ({ default: m.AdminMentorshipPage })),
  ),
  "help-articles": lazy(() =>
    import("../admin-help-articles/help-articles-admin-page").then((m) => ({
      default: m.HelpArticlesAdminPage,
    })),
  ),
  featured: lazy(() =>
    import("../admin-featured/featured-admin-page").then((m) => ({ default: m.FeaturedAdminPage })),
  ),
  calendar: lazy(() =>
    import("../admin-calendar/admin-calendar-page").then((m) => ({ default: m.AdminCalendarPage })),
  ),
  messages: lazy(() =>
    import("../admin-messages/messages-admin-page").then((m) => ({ default: m.MessagesAdminPage })),
  ),
  members: lazy(() =>
    import("../admin-members/admin-members-page").then((m) => ({ default: m.AdminMembersPage })),
  ),
  "audit-log": lazy(() =>
    import("../admin-members/audit-log-page").then((m) => ({ default: m.AuditLogPage })),
  ),
  applications: lazy(() =>
    import("../admin-applications/applications-admin-page").then((m) => ({
      default: m.ApplicationsAdminPage,
    })),
  ),
};
