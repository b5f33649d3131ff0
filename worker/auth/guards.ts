import type { Context, MiddlewareHandler } from "hono";
import { loadViewer, type Viewer } from "../domain/members";
import type { AppEnv } from "../env";
import { AppError } from "../errors";

/** Requests whose session belongs to a suspended member (so requireViewer can say why it refuses). */
const suspendedRequests = new WeakSet<Request>();
/** The better-auth session id behind each request's viewer (a live socket is tagged with it). */
const requestSessions = new WeakMap<Request, string>();

/** Part of the session cookie's name in every environment (sppc.… locally, __Host-sppc.… deployed). */
const SESSION_COOKIE = "sppc.session_token=";

/**
 * The signed-in member, or null. Cached on the request so several checks cost one lookup.
 *
 * Suspension is enforced here, once for every route: a suspended member counts as signed out (public
 * pages answer as to a visitor), and routes that need an account answer 403 'Your account is
 * suspended' (requireViewer) rather than 401, so the app can tell them why. Suspending also deletes
 * their sessions (worker/domain/admin-members/actions.ts); a new sign-in gets a session that this
 * refuses until an admin restores them.
 */
export async function findViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const cached = c.get("viewer");
  if (cached !== undefined) return cached;
  // No session cookie, no session: visitors (most of an RSVP burst) cost no lookup and no auth setup.
  if (!c.req.header("Cookie")?.includes(SESSION_COOKIE)) {
    c.set("viewer", null);
    return null;
  }
  const result = await c.var.auth.api.getSession({ headers: c.req.raw.headers });
  if (result) requestSessions.set(c.req.raw, result.session.id);
  let viewer = result
    ? await loadViewer(c.var.db, result.user as Viewer["user"], {
        prefix: c.env.MEMBERSHIP_ID_PREFIX || "SPPC",
        welcome: { origin: new URL(c.req.url).origin, mailer: c.var.mailer },
      })
    : null;
  if (viewer?.member.accountStatus === "suspended") {
    suspendedRequests.add(c.req.raw);
    viewer = null;
  }
  c.set("viewer", viewer);
  return viewer;
}

/** True when the request's session belongs to a suspended member (after findViewer). */
export const isSuspendedRequest = (c: Context<AppEnv>) => suspendedRequests.has(c.req.raw);

/** The session id of the request's viewer (after requireViewer), or null. */
export const viewerSessionId = (c: Context<AppEnv>) => requestSessions.get(c.req.raw) ?? null;

/** 401 for visitors, 403 for suspended members. */
export async function requireViewer(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await findViewer(c);
  if (!viewer && suspendedRequests.has(c.req.raw))
    throw new AppError("forbidden", "Your account is suspended");
  if (!viewer) throw new AppError("unauthorized", "Sign in to continue");
  return viewer;
}

/** 401 for visitors, 403 for members who are not admins. */
export async function requireAdmin(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await requireViewer(c);
  if (viewer.member.role !== "admin") throw new AppError("forbidden", "Administrators only");
  return viewer;
}

/**
 * requireViewer as middleware, for routes that validate input before the handler: a visitor gets the
 * 401 (or 403) before any 422 about what they sent.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireViewer(c);
  await next();
};
