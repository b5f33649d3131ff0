import { Hono } from "hono";
import { applicationReviewSchema } from "../contract/membership-application";
import { applicantLanguage, listApplications, reviewApplication } from "../domain/membership-applications";
import { applicationReviewedEmail } from "../email/application-emails";
import type { AppEnv } from "../env";
import { parseInput, readJson } from "../lib/validate";

// /api/admin/applications: membership applications for review. Admin-only via admin.ts.
export const adminApplicationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ applications: await listApplications(c.var.db) }))
  .post("/:id/review", async (c) => {
    const review = parseInput(applicationReviewSchema, await readJson(c.req));
    const application = await reviewApplication(c.var.db, c.req.param("id"), review);
    // The decision stands even if the email fails; the admin list shows it either way.
    await c.var.mailer
      .send(
        applicationReviewedEmail({
          to: application.email,
          firstName: application.firstName,
          language: await applicantLanguage(c.var.db, application.id),
          origin: new URL(c.req.url).origin,
          review,
        }),
      )
      .catch((error: unknown) => console.error("Application review email failed", error));
    return c.json({ application });
  });
