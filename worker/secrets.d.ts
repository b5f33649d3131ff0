// Secrets come from `wrangler secret put` (production) or .dev.vars (local); `wrangler types` cannot see
// them in a fresh clone, so they are declared here.
interface Env {
  BETTER_AUTH_SECRET?: string;
}
