import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { auditAdminWrites } from "../domain/audit";
import type { AppEnv } from "../env";
import { adminApplicationRoutes } from "./admin-applications";
import { adminBusinessRoutes } from "./admin-businesses";
import { adminCalendarRoutes } from "./admin-calendar";
import { adminCampaignRoutes } from "./admin-campaigns";
import { adminDashboardRoutes } from "./admin-dashboard";
import { adminEventRoutes } from "./admin-events";
import { adminFeaturedRoutes } from "./admin-featured";
import { adminForumRoutes } from "./admin-forums";
import { adminHelpArticleRoutes } from "./admin-help-articles";
import { adminImportRoutes } from "./admin-import";
import { adminInsightRoutes } from "./admin-insights";
import { adminJobRoutes } from "./admin-jobs";
import { adminMemberCityRoutes } from "./admin-member-cities";
import { adminMemberRoutes } from "./admin-members";
import { adminMembershipTierRoutes } from "./admin-membership-tiers";
import { adminMentorshipRoutes } from "./admin-mentorship";
import { adminMessageRoutes } from "./admin-messages";
import { adminModerationRoutes } from "./admin-moderation";
import { adminOutboxRoutes } from "./admin-outbox";
import { adminPartnerRoutes, adminSponsorshipPackageRoutes } from "./admin-partners";
import { adminPaymentRoutes } from "./admin-payments";
import { adminPhotoRoutes } from "./admin-photos";
import { adminReportRoutes } from "./admin-reports";
import { adminTenderRoutes } from "./admin-tenders";
import { adminWhatsappGroupRoutes } from "./admin-whatsapp-groups";

/** Every /api/admin/* route: 401 for visitors, 403 for members, enforced here once for all. */
export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireAdmin(c);
    await next();
  })
  .use(auditAdminWrites())
  .route("/outbox", adminOutboxRoutes)
  .route("/whatsapp-groups", adminWhatsappGroupRoutes)
  .route("/campaigns", adminCampaignRoutes)
  .route("/jobs", adminJobRoutes)
  .route("/", adminMemberRoutes)
  .route("/member-cities", adminMemberCityRoutes)
  .route("/featured", adminFeaturedRoutes)
  .route("/partners", adminPartnerRoutes)
  .route("/payments", adminPaymentRoutes)
  .route("/sponsorship-packages", adminSponsorshipPackageRoutes)
  .route("/membership-tiers", adminMembershipTierRoutes)
  .route("/help-articles", adminHelpArticleRoutes)
  .route("/messages", adminMessageRoutes)
  .route("/applications", adminApplicationRoutes)
  .route("/forums", adminForumRoutes)
  .route("/businesses", adminBusinessRoutes)
  .route("/events", adminEventRoutes)
  .route("/tenders", adminTenderRoutes)
  .route("/mentorship", adminMentorshipRoutes)
  .route("/calendar", adminCalendarRoutes)
  .route("/reports", adminReportRoutes)
  .route("/insights", adminInsightRoutes)
  .route("/photos", adminPhotoRoutes)
  .route("/moderation", adminModerationRoutes)
  .route("/import-members", adminImportRoutes)
  .route("/", adminDashboardRoutes);
