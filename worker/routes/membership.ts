import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import { membershipApplicationSchema } from "../contract/membership-application";
import {
  membershipConfirmSchema,
  membershipRegisterSchema,
  tierForRegistration,
} from "../contract/membership-register";
import { submitApplication } from "../domain/membership/applications";
import { ensureMembershipId } from "../domain/membership/membership-number";
import { fillEmptyProfile, registrationResult } from "../domain/membership/register";
import { listMembershipTiers } from "../domain/membership/tiers";
import { confirmVisitorRegistration, registerAsVisitor } from "../domain/membership/visitor-registration";
import { mailClient } from "../domain/visitor-mail/limit";
import type { AppEnv } from "../env";
import { clientIp } from "../lib/client-ip";
import { readerLanguage } from "../lib/content-language";
import { isLanguage } from "../lib/language";
import { publicAnswer } from "../lib/public-answer";
import { signingSecret } from "../lib/signing-secret";
import { valid } from "../lib/validate";

export const membershipRoutes = new Hono<AppEnv>()
  .get("/tiers", publicAnswer(), async (c) => {
    return c.json({ tiers: await listMembershipTiers(c.var.db, readerLanguage(c)) });
  })
  .post("/register", valid("json", membershipRegisterSchema), async (c) => {
    const input = c.req.valid("json");
    const tier = tierForRegistration[input.membershipTier];
    const prefix = c.env.MEMBERSHIP_ID_PREFIX || "SPPC";
    const viewer = await findViewer(c);
    if (viewer) {
      // A signed-in member's membership is theirs, whatever address they typed.
      const membershipId = await ensureMembershipId(c.var.db, viewer.user.id, prefix);
      await fillEmptyProfile(c.var.db, viewer.user.id, input);
      return c.json(registrationResult(membershipId, tier));
    }
    const origin = new URL(c.req.url).origin;
    const result = await registerAsVisitor(input, tier, {
      db: c.var.db,
      mailer: c.var.mailer,
      prefix,
      origin,
      language: requestLanguage(c.req.raw),
      client: mailClient(clientIp(c.req.raw), c.env.VISITOR_MAILS_PER_ADDRESS),
      secret: signingSecret(c.env, origin),
    });
    return c.json(result, 202);
  })
  // The emailed confirmation link's page posts here: only now does a visitor's account exist.
  .post("/register/confirm", valid("json", membershipConfirmSchema), async (c) => {
    const origin = new URL(c.req.url).origin;
    const result = await confirmVisitorRegistration(c.req.valid("json"), {
      db: c.var.db,
      mailer: c.var.mailer,
      prefix: c.env.MEMBERSHIP_ID_PREFIX || "SPPC",
      origin,
      secret: signingSecret(c.env, origin),
    });
    return c.json(result, 200, { "Cache-Control": "private, no-store" });
  })
  .post("/applications", valid("json", membershipApplicationSchema), async (c) => {
    const input = c.req.valid("json");
    const viewer = await findViewer(c);
    const language =
      viewer && isLanguage(viewer.member.preferredLanguage)
        ? viewer.member.preferredLanguage
        : requestLanguage(c.req.raw);
    const id = await submitApplication(c.var, input, {
      viewerId: viewer?.user.id ?? null,
      language,
      origin: new URL(c.req.url).origin,
      client: mailClient(clientIp(c.req.raw), c.env.VISITOR_MAILS_PER_ADDRESS),
    });
    return c.json({ id }, 201);
  });
