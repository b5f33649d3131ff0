import { toBase64url } from "../../lib/base64url";
import type { Vapid } from "./vapid";

const encoder = new TextEncoder();
/** RFC 8292 §2: a push service refuses a token valid for more than 24 hours; half a day is safe. */
const TOKEN_SECONDS = 12 * 3600;

const jsonPart = (value: object) => toBase64url(encoder.encode(JSON.stringify(value)));

/**
 * The Authorization header of a push (RFC 8292 §3): `vapid t=<JWT>, k=<public key>`. The JWT is signed
 * ES256 for the push service's origin, so a token sent to one service is worthless at another; WebCrypto
 * signs ECDSA in the raw r||s form JWS asks for.
 */
export async function vapidAuthorization(vapid: Vapid, endpoint: string, now = new Date()): Promise<string> {
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now.getTime() / 1000) + TOKEN_SECONDS,
    sub: vapid.subject,
  };
  const unsigned = `${jsonPart({ typ: "JWT", alg: "ES256" })}.${jsonPart(claims)}`;
  const key = await crypto.subtle.importKey(
    "jwk",
    JSON.parse(vapid.privateJwk) as JsonWebKey,
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    encoder.encode(unsigned),
  );
  return `vapid t=${unsigned}.${toBase64url(signature)}, k=${vapid.publicKey}`;
}
