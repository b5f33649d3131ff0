import { Hono } from "hono";
import { requireViewer } from "../auth/guards";
import { keyRetryAfterMs, recordKeyFailure } from "../auth/rate-limit";
import { activePartnerDiscounts } from "../domain/membership/partner-discounts";
import { ownMembershipCard, verifyMembership } from "../domain/membership/verify";
import { listSponsorshipPackages } from "../domain/partners-admin";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { clientIp } from "../lib/client-ip";

/** Unknown ids one address may look up per 15 minutes; a merchant checking real cards never gets near. */
export const VERIFY_MISSES_ALLOWED = 20;

/** Public card endpoints: merchants verify a card; the card page lists partner discounts. */
export const membershipCardRoutes = new Hono<AppEnv>()
  .get("/verify/:membershipId", async (c) => {
    // Membership ids follow a guessable pattern (SPPC-YYYYMMDD-NNNN): an address that keeps asking
    // for ids that do not exist is walking the range to collect names, so it is slowed down.
    const missKey = `verify-miss:${clientIp(c.req.raw) ?? "unknown"}`;
    const wait = await keyRetryAfterMs(c.var.db, missKey, VERIFY_MISSES_ALLOWED);
    if (wait > 0) {
      c.header("Retry-After", String(Math.ceil(wait / 1000)));
      throw new AppError("rate_limited", "Too many unknown membership numbers. Please try again later.");
    }
    const membershipId = c.req.param("membershipId").trim();
    const verification = membershipId ? await verifyMembership(c.var.db, membershipId, new Date()) : null;
    if (!verification) {
      await recordKeyFailure(c.var.db, missKey);
      throw new AppError("not_found", "No membership with this number.");
    }
    c.header("Cache-Control", "no-store");
    return c.json(verification);
  })
  .get("/card", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ card: await ownMembershipCard(c.var.db, viewer, new Date()) });
  })
  .get("/sponsorship-packages", async (c) => c.json({ packages: await listSponsorshipPackages(c.var.db) }))
  .get("/partners", async (c) => c.json({ partners: await activePartnerDiscounts(c.var.db) }));
