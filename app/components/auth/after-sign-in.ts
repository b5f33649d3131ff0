import type { CurrentUser } from "../../../worker/contract/user";
import { safeNextPath } from "../../../worker/lib/safe-next-path";

/**
 * Where a member lands after signing in: onboarding until it is completed, otherwise the page that
 * sent them to sign in (same-site paths only, the server's rule), otherwise home.
 */
export function afterSignInPath(user: CurrentUser | null, next: string | undefined): string {
  if (user && user.onboardingCompletedAt === null) return "/onboarding";
  return safeNextPath(next) ?? "/";
}
