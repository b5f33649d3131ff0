import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import { paidTierIds } from "../contract/enums";
import { membershipApplicationSchema } from "../contract/membership-application";
import { membershipRegisterSchema, tierForRegistration } from "../contract/membership-register";
import { submitApplication } from "../domain/membership/applications";
import {
  mailExistingOwner,
  mayMailAddress,
  visitorRegistrationResult,
} from "../domain/membership/existing-registration";
import {
  createPasswordlessAccount,
  ensureMembershipId,
  fillEmptyProfile,
  findAccountByEmail,
  registrationResult,
} from "../domain/membership/register";
import { listMembershipTiers } from "../domain/membership/tiers";
import { emailCheckoutLink } from "../domain/payments/checkout-link";
import type { AppEnv } from "../env";
import { clientIp } from "../lib/client-ip";
import { isLanguage } from "../lib/language";
import { signingSecret } from "../lib/signing-secret";
import { valid } from "../lib/validate";

export const membershipRoutes = new Hono<AppEnv>()
  .get("/tiers", async (c) => {
    return c.json({ tiers: await listMembershipTiers(c.var.db) });
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
    const existing = await findAccountByEmail(c.var.db, input.email);
    if (existing) {
      // Never attach a membership to someone's account, nor tell the visitor it exists: the owner is told.
      if (await mayMailAddress(c.var.db, input.email)) {
        if (existing.hasPassword) {
          await mailExistingOwner(
            c.var.db,
            c.var.mailer,
            { userId: existing.userId, email: input.email },
            { origin, fallbackLanguage: requestLanguage(c.req.raw) },
          );
        } else {
          // An account this flow created earlier whose password is not set yet: the set-password link again.
          await c.var.auth.api.requestPasswordReset({
            body: { email: input.email, redirectTo: "/reset-password" },
            headers: c.req.raw.headers,
          });
        }
      }
      return c.json(visitorRegistrationResult(tier), 202);
    }
    const userId = await createPasswordlessAccount(c.var.db, {
      ...input,
      language: requestLanguage(c.req.raw),
    });
    const membershipId = await ensureMembershipId(c.var.db, userId, prefix);
    await mayMailAddress(c.var.db, input.email);
    // The set-password email: better-auth's reset flow, which also creates the password on first use.
    await c.var.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: "/reset-password" },
      headers: c.req.raw.headers,
    });
    const paidTier = paidTierIds.find((paid) => paid === tier);
    if (paidTier) {
      await emailCheckoutLink(
        c.var.db,
        c.var.mailer,
        {
          membershipId,
          tier: paidTier,
          origin,
          ip: clientIp(c.req.raw),
          secret: signingSecret(c.env, origin),
        },
        new Date(),
      );
    }
    return c.json(visitorRegistrationResult(tier), 202);
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
    });
    return c.json({ id }, 201);
  });
