import { isLocalOrigin } from "../auth/origin";
import { toBase64url } from "./base64url";

// Only for http://localhost, where a fresh clone has no .dev.vars yet; production refuses to start without one.
const LOCAL_DEV_SECRET = "local-development-only-secret-not-for-production-use";

/** The key of better-auth's sessions (auth.ts) and of the links the worker mails (checkout links). */
export function signingSecret(env: Env, origin: string): string {
  const secret = env.BETTER_AUTH_SECRET || (isLocalOrigin(origin) ? LOCAL_DEV_SECRET : undefined);
  if (!secret) throw new Error("BETTER_AUTH_SECRET is not set: run `wrangler secret put BETTER_AUTH_SECRET`");
  return secret;
}

const encoder = new TextEncoder();

async function hmac(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toBase64url(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

/** `{expiresAtMs}.{signature}` over purpose, subject and expiry: unguessable without the secret. */
export async function signToken(
  secret: string,
  purpose: string,
  subject: string,
  expiresAt: number,
): Promise<string> {
  return `${expiresAt}.${await hmac(secret, `${purpose}:${subject}:${expiresAt}`)}`;
}

/** True when `token` was signed for this purpose and subject and has not expired. */
export async function tokenValid(
  secret: string,
  purpose: string,
  subject: string,
  token: string,
  now: number,
): Promise<boolean> {
  const [expires, signature] = token.split(".");
  const expiresAt = Number(expires);
  if (!signature || !Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  const expected = await hmac(secret, `${purpose}:${subject}:${expiresAt}`);
  // Constant-time comparison of equal-length strings.
  if (expected.length !== signature.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i += 1) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return diff === 0;
}
