import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import { membershipApplicationSchema } from "../contract/membership-application";
import { membershipRegisterSchema, tierForRegistration } from "../contract/membership-register";
import { submitApplication } from "../domain/membership/applications";
import { ensureMembershipId } from "../domain/membership/membership-number";
import {
  createPasswordlessAccount,
  fillEmptyProfile,
  findAccountByEmail,
  registrationResult,
} from "../domain/membership/register";
import { listMembershipTiers } from "../domain/membership/tiers";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { isLanguage } from "../lib/language";
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
    let existing = await findAccountByEmail(c.var.db, input.email);
    if (!existing) {
      // A new account: its number and its welcome (with the set-password link) come with it.
      const created = await createPasswordlessAccount(
        c.var.db,
        { ...input, language: requestLanguage(c.req.raw) },
        { prefix, origin: new URL(c.req.url).origin, mailer: c.var.mailer },
      );
      if (created) {
        // Null only on a day whose 10,000 numbers are all issued: ensureMembershipId then says so (409).
        const membershipId =
          created.membershipId ?? (await ensureMembershipId(c.var.db, created.userId, prefix));
        return c.json(registrationResult(membershipId, tier), 201);
      }
      // The same email registered a moment ago (a double submit): answered like registering again.
      existing = await findAccountByEmail(c.var.db, input.email);
      if (!existing) throw new AppError("conflict", "Please try again");
    }
    if (existing.hasPassword) {
      // Never attach a membership to someone's account without them signing in.
      throw new AppError(
        "conflict",
        "An account already uses this email. Sign in to register your membership.",
      );
    }
    // An account this flow created earlier whose password is not set yet: same member, same id, and
    // a fresh set-password email (better-auth's reset flow, which also creates the password on first use).
    const membershipId = await ensureMembershipId(c.var.db, existing.userId, prefix);
    await c.var.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: "/reset-password" },
      headers: c.req.raw.headers,
    });
    return c.json(registrationResult(membershipId, tier), 200);
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
