import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import {
  API_CONTENT_SECURITY_POLICY,
  MAIL_PREVIEW_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
} from "./security-headers";

/** What every /api answer is unless its route says otherwise: for this browser only, never stored. */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * Security headers and the default Cache-Control on every /api answer, errors and auth's included
 * (set after the handler, on whatever answer it or onError made).
 *
 * Private by default: an answer is personal unless its route marks it public (publicAnswer in
 * ./public-answer.ts), so a new route can never be kept by a shared cache by mistake. The service
 * worker's runtime caching (app/sw/runtime-caching.ts) ignores Cache-Control, so offline pages keep
 * working with no-store answers.
 */
export const answerHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = c.res.headers;
  // The mail preview (framedMailPreview) is the only answer that keeps a policy of its own; any other
  // value a route set is replaced, so no route can weaken the API's policy by mistake.
  const framedPreview = headers.get("Content-Security-Policy") === MAIL_PREVIEW_CONTENT_SECURITY_POLICY;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  headers.set(
    "Content-Security-Policy",
    framedPreview ? MAIL_PREVIEW_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY,
  );
  if (framedPreview) headers.set("X-Frame-Options", "SAMEORIGIN");
  // Our API is for our own pages: other sites cannot embed its JSON or photos.
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  // better-auth marks its session answers plain no-store; ours say private too, like every personal one.
  const cacheControl = headers.get("Cache-Control");
  if (!cacheControl || cacheControl === "no-store") headers.set("Cache-Control", PRIVATE_NO_STORE);
  // Whom the answer was made for, so the service worker keeps a visitor's copy of a page that varies
  // by viewer (jobs, groups) in the public cache that sign-out keeps (app/sw/runtime-caching.ts).
  headers.set("X-Answer-For", c.var.viewer ? "member" : "visitor");
  // The app tells how old an offline page's data is from its answer's Date (app/lib/saved-at.ts).
  // Cloudflare's edge and Node add one; workerd serving locally (wrangler dev) does not.
  if (!headers.has("Date")) headers.set("Date", new Date().toUTCString());
};
