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
   * Only the e2e run sets it: every one of its browsers is 127.0.0.1.
   */
  VISITOR_MAILS_PER_ADDRESS?: string;
}
