/** The application server's VAPID identity (RFC 8292): secrets, never in the repo. */
export type Vapid = {
  /** The public key the browser subscribes with (base64url, uncompressed P-256 point). */
  publicKey: string;
  /** The private key as a JWK (JSON text), the form WebCrypto imports to sign the VAPID token. */
  privateJwk: string;
  /** How a push service reaches the sender: mailto: or https: (sent in the VAPID token). */
  subject: string;
};

/** The VAPID settings, or null where they are not set (push is then simply unavailable). */
export function vapidFromEnv(env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT">) {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateJwk } = env;
  if (!publicKey || !privateJwk) return null;
  return { publicKey, privateJwk, subject: env.VAPID_SUBJECT || "mailto:support@sppc.sa" } satisfies Vapid;
}
