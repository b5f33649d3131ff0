import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";

/** How long anyone may keep a public answer: a minute, so an edit shows everywhere soon after. */
export const PUBLIC_MAX_AGE_SECONDS = 60;

/**
 * Marks a route's answer as the same for everyone: `public, max-age=60`, which browsers and shared
 * caches may keep. Only for routes that never ask who is calling. The app's own reads revalidate
 * every time (app/lib/api-client.ts, `cache: "no-cache"`), so a member still sees their write at once.
 *
 * The mark holds only when the answer really is anyone's: a 200, without a cookie, from a request
 * whose viewer was never looked up. A route that starts to read the caller (an exclusive job, "liked
 * by me") becomes private by itself, and errors stay private (worker/lib/answer-headers.ts).
 */
export function publicAnswer(maxAgeSeconds = PUBLIC_MAX_AGE_SECONDS): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const anyones =
      c.res.status === 200 &&
      c.var.viewer === undefined &&
      !headers.has("Set-Cookie") &&
      !headers.has("Cache-Control");
    if (anyones) headers.set("Cache-Control", `public, max-age=${maxAgeSeconds}`);
  };
}
