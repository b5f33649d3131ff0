// Secrets come from `wrangler secret put` (production) or .dev.vars (local); `wrangler types` cannot see
// them in a fresh clone, so they are declared here.
interface Env {
  BETTER_AUTH_SECRET?: string;
  /** Moyasar's secret API key (sk_live_… / sk_test_…). Without it payments are unavailable. */
  MOYASAR_SECRET_KEY?: string;
  /** The secret token set on the Moyasar webhook; deliveries without it are refused. */
  MOYASAR_WEBHOOK_SECRET?: string;
  /** Moyasar's API address; only tests and local runs change it (to the fake gateway). */
  MOYASAR_API_BASE?: string;
  /** "test" makes password hashing cheap on local origins; set only by the test runs (worker/auth/password.ts). */
  PASSWORD_HASH_COST?: string;
  /**
   * Raises the hourly limit of mails visitors at one address may ask for (domain/visitor-mail/limit.ts).
   * The local key (no edge address) has no per-address count, so nothing local needs it.
   */
  VISITOR_MAILS_PER_ADDRESS?: string;
  /**
   * Seconds the local mail consumer waits before it renders what a request wrote; honoured only for
   * local delivery (worker/index.ts). `npm run bench:rsvp` sets it: locally the consumer runs on the
   * requests' one workerd thread, where on Cloudflare it runs in invocations of its own.
   */
  MAIL_QUEUE_DELAY_SECONDS?: string;
  /**
   * Web Push (VAPID, RFC 8292): the public key browsers subscribe with (base64url), the private key as a
   * JWK (JSON text) and a contact (mailto: or https:). Without the keys push is unavailable. `npm start`
   * makes a local pair (scripts/local-vapid-keys.ts); production sets them with `wrangler secret put`.
   */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
}
