import { Hono } from "hono";
import type { z } from "zod";
import { requireViewer, signedIn } from "../auth/guards";
import { CONSENT_REQUIRED_MESSAGE, onboardingSchema } from "../contract/onboarding";
import { currentUser, loadViewer } from "../domain/members";
import { completeOnboarding } from "../domain/profile/onboarding";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { fieldErrorsOf, valid } from "../lib/validate";

/** The consent refusal gets the spec's own message, which the form shows as 'Consent Required'. */
function refuseOnboarding(error: z.ZodError) {
  const missingConsent = error.issues.some((issue) => issue.path.join(".") === "consent.pdplConsentGiven");
  return new AppError(
    "validation_failed",
    missingConsent ? CONSENT_REQUIRED_MESSAGE : "Check the highlighted fields",
    fieldErrorsOf(error),
  );
}

/** PUT /api/profile/complete-onboarding: the three onboarding steps in one call (spec points 3 and 4). */
export const onboardingRoutes = new Hono<AppEnv>().put(
  "/complete-onboarding",
  signedIn,
  valid("json", onboardingSchema, { refuse: refuseOnboarding }),
  async (c) => {
    const viewer = await requireViewer(c);
    await completeOnboarding(c.var.db, viewer.user.id, c.req.valid("json"));
    // Answered with the fresh current user, so the app can show it without another round trip.
    return c.json(await currentUser(c.var.db, await loadViewer(c.var.db, viewer.user)));
  },
);
