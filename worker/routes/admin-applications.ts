import { Hono } from "hono";
import { applicationReviewSchema } from "../contract/membership-application";
import { decideApplication } from "../domain/membership/application-review";
import { listApplications } from "../domain/membership/applications";
import type { AppEnv } from "../env";
import { readerLanguage } from "../lib/content-language";
import { valid } from "../lib/validate";

// /api/admin/applications: membership applications for review. Admin-only via admin.ts.
export const adminApplicationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ applications: await listApplications(c.var.db, readerLanguage(c)) }))
  .post("/:id/review", valid("json", applicationReviewSchema), async (c) => {
    const review = c.req.valid("json");
    const application = await decideApplication(c.var.db, c.var.mailer, {
      id: c.req.param("id"),
      review,
      origin: new URL(c.req.url).origin,
      prefix: c.env.MEMBERSHIP_ID_PREFIX || "SPPC",
      readerLanguage: readerLanguage(c),
    });
    return c.json({ application });
  });
