import type { MiddlewareHandler } from "hono";
import { SESSION_DAYS } from "../auth/auth";
import type { AppEnv } from "../env";

/**
 * A cookie the app can read (the session cookie is HttpOnly) that says "this browser has a session".
 * It holds no secret: the app asks GET /api/auth/user only when it is there, so a visitor who never
 * signed in is never answered 401 (no console error on every visitor page) and a members-only link
 * can greet them with "Sign in to continue" instead of the toast for a session that ended
 * (app/queries/auth.ts, app/components/auth/member-only.tsx).
 */
export const SESSION_HINT = "sppc.signed_in";

/** Matches the session cookie locally (sppc.…) and deployed (__Host-sppc.…). */
const SESSION_COOKIE = "sppc.session_token=";

/** The hint's Set-Cookie: `lifetime` in seconds (0 deletes it), or null for a browser-session cookie. */
const hintCookie = (secure: boolean, lifetime: number | null) =>
  `${SESSION_HINT}=${lifetime === 0 ? "" : "1"}; Path=/; SameSite=Lax${lifetime === null ? "" : `; Max-Age=${lifetime}`}${secure ? "; Secure" : ""}`;

/** True when a Set-Cookie header ends the session cookie (empty value or Max-Age=0). */
const endsSession = (setCookie: string) =>
  /^[^=]+=;/.test(setCookie) || /;\s*max-age=0(\s*;|$)/i.test(setCookie);

/** The session cookie's own lifetime, so the hint lasts as long: null when it ends with the browser. */
const lifetimeOf = (setCookie: string) => {
  const maxAge = /;\s*max-age=(\d+)/i.exec(setCookie)?.[1];
  return maxAge === undefined ? null : Number(maxAge);
};

/**
 * Keeps the hint in step with the session, after the handler: set when an answer sets the session
 * cookie (for as long as it) or finds a signed-in member without the hint (sessions older than the
 * hint), cleared when an answer ends the session or a request carrying the hint turns out to have none.
 */
export const sessionHint: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const secure = new URL(c.req.url).protocol === "https:";
  const hadHint = (c.req.header("Cookie") ?? "").includes(`${SESSION_HINT}=1`);
  const sessionCookie = c.res.headers.getSetCookie().find((cookie) => cookie.includes(SESSION_COOKIE));
  let lifetime: number | null | undefined;
  if (sessionCookie) lifetime = endsSession(sessionCookie) ? 0 : lifetimeOf(sessionCookie);
  else if (c.var.viewer && !hadHint) lifetime = SESSION_DAYS * 86_400;
  else if (hadHint && (c.var.viewer === null || c.res.status === 401)) lifetime = 0;
  if (lifetime === undefined) return;
  c.res.headers.append("Set-Cookie", hintCookie(secure, lifetime));
};
