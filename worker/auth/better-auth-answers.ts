import { AppError } from "../errors";

/**
 * The better-auth endpoints reachable as they are, each with its one method checked by better-auth:
 * session reads and revocations (account page), reset and verification requests and their mailed
 * links, sign-out. Sign-up, sign-in, reset-password and change-password have routes of their own
 * (worker/routes/auth.ts); every other path under /api/auth answers 404.
 */
export const betterAuthPassThrough = [
  "/auth/get-session",
  "/auth/list-sessions",
  "/auth/revoke-session",
  "/auth/revoke-other-sessions",
  "/auth/request-password-reset",
  "/auth/reset-password/:token",
  "/auth/send-verification-email",
  "/auth/verify-email",
  "/auth/sign-out",
] as const;

/**
 * A guess that failed: a wrong email or password (401), or the right password of an account whose
 * address is not yet verified (better-auth's 403 EMAIL_NOT_VERIFIED; it has mailed the link again).
 * The second must read exactly like the first, or sign-up followed by sign-in would tell a stranger
 * whether an address had an account before.
 */
export async function wrongCredentials(response: Response): Promise<boolean> {
  if (response.status === 401) return true;
  if (response.status !== 403) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === "EMAIL_NOT_VERIFIED";
}

export const wrongPasswordError = () =>
  new AppError("unauthorized", "Invalid email or password", { authCode: "INVALID_EMAIL_OR_PASSWORD" });
