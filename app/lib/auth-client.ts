// The app's calls to the accounts API (better-auth under /api/auth, wrapped by worker/routes/auth.ts).
// Plain fetches through apiRequest: no auth SDK in the bundle, and errors read like every other call.
import type { SignInInput, SignUpInput } from "../../worker/contract/auth";
import { apiRequest } from "./api";
import { clearPersonalCaches } from "./clear-personal-caches";

export type SessionInfo = {
  id: string;
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
};

const post = async <T>(path: string, body: unknown): Promise<T> =>
  (await (await apiRequest("POST", path, body)).json()) as T;

export const authClient = {
  // A previous member's cached data (signed out by expiry, without the sign-out link) goes first.
  signUp: async (input: SignUpInput) => {
    await clearPersonalCaches();
    // The same answer whether or not the address has an account; no session until the mailed link.
    return post<{ status: "check-email" }>("/api/auth/sign-up/email", input);
  },
  signIn: async (input: SignInInput) => {
    await clearPersonalCaches();
    return post<{ user: { id: string } }>("/api/auth/sign-in/email", input);
  },
  /** Always resolves the same way whether or not the account exists. */
  requestPasswordReset: (email: string) =>
    post<{ status: boolean }>("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" }),
  resetPassword: (token: string, newPassword: string) =>
    post<{ status: boolean }>("/api/auth/reset-password", { token, newPassword }),
  /** Ends every other session too (the server insists). */
  changePassword: (currentPassword: string, newPassword: string) =>
    post<unknown>("/api/auth/change-password", { currentPassword, newPassword }),
  sendVerificationEmail: (email: string) =>
    post<{ status: boolean }>("/api/auth/send-verification-email", { email, callbackURL: "/onboarding" }),
  listSessions: async () =>
    (await (await apiRequest("GET", "/api/auth/list-sessions")).json()) as SessionInfo[],
  revokeSession: (token: string) => post<{ status: boolean }>("/api/auth/revoke-session", { token }),
  revokeOtherSessions: () => post<{ status: boolean }>("/api/auth/revoke-other-sessions", {}),
  /** The token of the session this browser is using (to mark "this device" in the list). */
  currentSessionToken: async () =>
    (
      (await (await apiRequest("GET", "/api/auth/get-session")).json()) as {
        session?: { token: string };
      } | null
    )?.session?.token ?? null,
};
