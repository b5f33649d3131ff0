import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import type { MembershipTier } from "../contract/membership";
import { membershipApplicationSchema } from "../contract/membership-application";
import { membershipRegisterSchema, tierForRegistration } from "../contract/membership-register";
import { membershipTiers } from "../db/schema";
import { createApplication } from "../domain/membership-applications";
import {
  createPasswordlessAccount,
  ensureMembershipId,
  fillEmptyProfile,
  findAccountByEmail,
  registrationResult,
} from "../domain/membership-register";
import { applicationConfirmationEmail } from "../email/application-emails";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { isLanguage } from "../lib/language";
import { valid } from "../lib/validate";

export const membershipRoutes = new Hono<AppEnv>()
  .get("/tiers", async (c) => {
    const rows = await c.var.db.select().from(membershipTiers).orderBy(asc(membershipTiers.sortOrder));
    const tiers: MembershipTier[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      priceHalalas: row.priceHalalas,
      billingPeriod: row.billingPeriod,
      partnerDiscountPercent: row.partnerDiscountPercent,
      benefits: row.benefits,
      isPopular: row.isPopular,
      forSale: row.forSale,
    }));
    return c.json({ tiers });
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
    const existing = await findAccountByEmail(c.var.db, input.email);
    if (existing?.hasPassword) {
      // Never attach a membership to someone's account without them signing in.
      throw new AppError(
        "conflict",
        "An account already uses this email. Sign in to register your membership.",
      );
    }
    // An account this flow created earlier whose password is not set yet: same member, same id.
    const userId =
      existing?.userId ??
      (await createPasswordlessAccount(c.var.db, { ...input, language: requestLanguage(c.req.raw) }));
    const membershipId = await ensureMembershipId(c.var.db, userId, prefix);
    // The set-password email: better-auth's reset flow, which also creates the password on first use.
    await c.var.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: "/reset-password" },
      headers: c.req.raw.headers,
    });
    return c.json(registrationResult(membershipId, tier), existing ? 200 : 201);
  })
  .post("/applications", valid("json", membershipApplicationSchema), async (c) => {
    const input = c.req.valid("json");
    const viewer = await findViewer(c);
    const id = await createApplication(c.var.db, input, viewer?.user.id ?? null);
    const language =
      viewer && isLanguage(viewer.member.preferredLanguage)
        ? viewer.member.preferredLanguage
        : requestLanguage(c.req.raw);
    await c.var.mailer.send(
      applicationConfirmationEmail({
        to: input.email.toLowerCase(),
        firstName: input.firstName,
        membershipType: input.membershipType,
        language,
        origin: new URL(c.req.url).origin,
      }),
    );
    return c.json({ id }, 201);
  });
