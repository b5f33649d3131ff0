import { Hono } from "hono";
import { z } from "zod";
import { requireViewer } from "../auth/guards";
import { normaliseMembershipId } from "../contract/membership-card";
import { recordVerifyCheck } from "../domain/insights/verify-checks";
import { activePartnerDiscounts } from "../domain/membership/partner-discounts";
import { ownMembershipCard, verifyMembership } from "../domain/membership/verify";
import { recordVerifyMiss, verifyRetryAfterMs } from "../domain/membership/verify-limit";
import { listSponsorshipPackages } from "../domain/partners-admin";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { clientIp } from "../lib/client-ip";
import { readerLanguage } from "../lib/content-language";
import { publicAnswer } from "../lib/public-answer";
import { valid } from "../lib/validate";

/** ?partner=<slug>: the partner's counter link (worker/domain/insights/verify-checks.ts). */
const verifyQuerySchema = z.object({ partner: z.string().trim().max(100).optional() });

/** Public card endpoints: merchants verify a card; the card page lists partner discounts. */
export const membershipCardRoutes = new Hono<AppEnv>()
  .get("/verify/:membershipId", valid("query", verifyQuerySchema), async (c) => {
    // Only misses count towards the limit; why, and why a limited address is refused hits too, is
    // written down in verify-limit.ts.
    const ip = clientIp(c.req.raw);
    const wait = await verifyRetryAfterMs(c.var.db, ip);
    if (wait > 0) {
      c.header("Retry-After", String(Math.ceil(wait / 1000)));
      throw new AppError("rate_limited", "Too many unknown membership numbers. Please try again later.");
    }
    const membershipId = normaliseMembershipId(c.req.param("membershipId"));
    const verification = await verifyMembership(c.var.db, membershipId, new Date(), readerLanguage(c));
    if (!verification) {
      await recordVerifyMiss(c.var.db, ip);
      throw new AppError("not_found", "No membership with this number.");
    }
    // A partner's counter link names the partner (/verify/<id>?partner=<slug>, forwarded here): the
    // check counts for the partner discount report. Unknown slugs count nothing.
    const { partner } = c.req.valid("query");
    if (partner) await recordVerifyCheck(c.var.db, partner, new Date());
    c.header("Cache-Control", "private, no-store");
    return c.json(verification);
  })
  .get("/card", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ card: await ownMembershipCard(c.var.db, viewer, new Date(), readerLanguage(c)) });
  })
  .get("/sponsorship-packages", publicAnswer(), async (c) =>
    c.json({ packages: await listSponsorshipPackages(c.var.db, readerLanguage(c)) }),
  )
  .get("/partners", publicAnswer(), async (c) =>
    c.json({ partners: await activePartnerDiscounts(c.var.db, readerLanguage(c)) }),
  );
