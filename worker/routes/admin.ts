import { Hono } from "hono";
import { z } from "zod";
import { requireAdmin } from "../auth/guards";
import { isLocalOrigin } from "../auth/origin";
import { auditAdminWrites } from "../domain/audit";
import { listOutbox, resendMail } from "../domain/mail-outbox";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";
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
import { adminJobRoutes } from "./admin-jobs";
import { adminMemberCityRoutes } from "./admin-member-cities";
import { adminMemberRoutes } from "./admin-members";
import { adminMembershipTierRoutes } from "./admin-membership-tiers";
import { adminMentorshipRoutes } from "./admin-mentorship";
import { adminMessageRoutes } from "./admin-messages";
import { adminModerationRoutes } from "./admin-moderation";
import { adminPartnerRoutes, adminSponsorshipPackageRoutes } from "./admin-partners";
import { adminPaymentRoutes } from "./admin-payments";
import { adminPhotoRoutes } from "./admin-photos";
import { adminReportRoutes } from "./admin-reports";
import { adminTenderRoutes } from "./admin-tenders";
import { adminWhatsappGroupRoutes } from "./admin-whatsapp-groups";

/** The outbox list's filter, typed for the client: any other status lists everything, as before. */
const outboxQuerySchema = z.object({ status: z.string().optional() });

/** Every /api/admin/* route: 401 for visitors, 403 for members, enforced here once for all. */
export const adminRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireAdmin(c);
    await next();
  })
  .use(auditAdminWrites())
  // The mail outbox, newest first (?status=failed: only what gave up). Bodies only locally.
  .get("/outbox", valid("query", outboxQuerySchema), async (c) => {
    const withBodies = isLocalOrigin(new URL(c.req.url).origin);
    const failedOnly = c.req.valid("query").status === "failed";
    return c.json(await listOutbox(c.var.db, { withBodies, failedOnly }));
  })
  .post("/outbox/:id/resend", async (c) => {
    await resendMail(c.var.db, c.var.mailer, c.req.param("id"));
    return c.json({ id: c.req.param("id"), status: "pending" as const });
  })
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
  .route("/photos", adminPhotoRoutes)
  .route("/moderation", adminModerationRoutes)
  .route("/import-members", adminImportRoutes)
  .route("/", adminDashboardRoutes);
