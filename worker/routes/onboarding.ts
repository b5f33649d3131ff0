import { Hono } from "hono";
import { z } from "zod";
import { requireViewer } from "../auth/guards";
import { CONSENT_REQUIRED_MESSAGE, onboardingSchema } from "../contract/onboarding";
import { loadViewer, toCurrentUser } from "../domain/members";
import { completeOnboarding } from "../domain/onboarding";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/** PUT /api/profile/complete-onboarding: the three onboarding steps in one call (spec points 3 and 4). */
export const onboardingRoutes = new Hono<AppEnv>().put("/complete-onboarding", async (c) => {
  const viewer = await requireViewer(c);
  const body = await c.req.json().catch(() => {
    throw new AppError("bad_request", "The request body must be JSON");
  });
  const parsed = onboardingSchema.safeParse(body);
  if (!parsed.success) {
    const missingConsent = parsed.error.issues.some(
      (issue) => issue.path.join(".") === "consent.pdplConsentGiven",
    );
    // The consent refusal gets the spec's own message, which the form shows as 'Consent Required'.
    throw new AppError(
      "validation_failed",
      missingConsent ? CONSENT_REQUIRED_MESSAGE : "Check the highlighted fields",
      z.flattenError(parsed.error).fieldErrors,
    );
  }
  await completeOnboarding(c.var.db, viewer.user.id, parsed.data);
  // Answered with the fresh current user, so the app can show it without another round trip.
  return c.json(toCurrentUser(await loadViewer(c.var.db, viewer.user)));
});
