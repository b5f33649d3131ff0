import { signToken, tokenValid } from "../lib/signing-secret";
import { isLocalOrigin } from "./origin";

/**
 * OWASP's device cookie ("Blocking Brute Force Attacks"): after a successful sign-in the browser keeps
 * a signed cookie naming that account. A sign-in that presents one for the account it tries comes from
 * a device the member used before, so it skips the address's ceiling (many members share one carrier
 * address, and another member's failures must not lock them out) and the per-(account, address) delay.
 * The cookie holds a random nonce and an HMAC over (account, nonce, expiry) with the signing secret; the
 * account's address itself is not in it (only its HMAC), and the nonce keys its own failure count (see
 * rate-limit.ts), so a stolen cookie soon stops being trusted.
 */
export const DEVICE_COOKIE_DAYS = 365;
const DEVICE_COOKIE_MS = DEVICE_COOKIE_DAYS * 86_400_000;
const PURPOSE = "device-cookie";

export const deviceCookieName = (origin: string) =>
  isLocalOrigin(origin) ? "sppc.device" : "__Host-sppc.device";

const accountOf = (email: string) => email.trim().toLowerCase();
const subjectOf = (email: string, nonce: string) => `${accountOf(email)}|${nonce}`;

/** A new device cookie for this account: the Set-Cookie header's value. */
export async function deviceCookieHeader(
  secret: string,
  origin: string,
  email: string,
  now = Date.now(),
): Promise<string> {
  const nonce = crypto.randomUUID();
  const token = await signToken(secret, PURPOSE, subjectOf(email, nonce), now + DEVICE_COOKIE_MS);
  const secure = isLocalOrigin(origin) ? "" : "; Secure";
  const maxAge = Math.floor(DEVICE_COOKIE_MS / 1000);
  return `${deviceCookieName(origin)}=${nonce}.${token}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The nonce of the request's device cookie when it was signed for this account and is unexpired, else null. */
export async function deviceNonce(
  secret: string,
  request: Request,
  email: string,
  now = Date.now(),
): Promise<string | null> {
  const name = deviceCookieName(request.url);
  const value = request.headers
    .get("cookie")
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  const [nonce, expires, signature] = (value ?? "").split(".");
  if (!nonce || !expires || !signature) return null;
  const valid = await tokenValid(secret, PURPOSE, subjectOf(email, nonce), `${expires}.${signature}`, now);
  return valid ? nonce : null;
}
