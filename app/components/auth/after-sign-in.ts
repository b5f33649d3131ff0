import type { CurrentUser } from "../../../worker/contract/user";
import { safeNextPath } from "../../../worker/lib/safe-next-path";

/**
 * Where a member lands after signing in (or signing up: `onboarding` true): onboarding until it is
 * completed, carrying the page that sent them on; otherwise that page (same-site paths only, the
 * server's rule), otherwise home.
 */
export function afterSignInPath(
  user: CurrentUser | null,
  next: string | undefined,
  onboarding = user?.onboardingCompletedAt === null,
): string {
  const path = safeNextPath(next);
  if (onboarding) return path ? `/onboarding?next=${encodeURIComponent(path)}` : "/onboarding";
  return path ?? "/";
}
