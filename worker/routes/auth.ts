import { type Context, Hono } from "hono";
import type { Auth } from "../auth/auth";
import { inOurErrorShape } from "../auth/auth-errors";
import { mayEndSession } from "../auth/fetch-site";
import { findViewer, requireViewer } from "../auth/guards";
import { passwordProblem } from "../auth/password";
import { clearFailures, recordFailure, retryAfterMs } from "../auth/rate-limit";
import { signInSchema, signUpSchema } from "../contract/auth";
import { currentUser } from "../domain/members";
import { recordConsents } from "../domain/privacy/consents";
import { noteActivity } from "../domain/privacy/retention";
import {
  accountOfResetToken,
  noticeRepeatedFailures,
  refuseIfSuspended,
  shortenSession,
  tellPasswordChanged,
} from "../domain/sign-in";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { clientIp } from "../lib/client-ip";
import { safeNextPath } from "../lib/safe-next-path";
import { valid } from "../lib/validate";

/** Reads a JSON body once and hands better-auth an identical request (routes whose body is better-auth's). */
async function jsonAndReplay(request: Request): Promise<[unknown, Request]> {
  const text = await request.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body must be JSON");
  }
  return [body, withBody(request, text)];
}

/** The same request with another body (its old Content-Length would no longer be true). */
function withBody(request: Request, body: string): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  return new Request(request.url, { method: request.method, headers, body });
}

/** The validated request for better-auth, with the body exactly as it came (the validator kept its text). */
async function forwarded(c: Context): Promise<Request> {
  return withBody(c.req.raw, await c.req.text());
}

function assertPasswordAllowed(password: string, account?: { email: string; name: string }) {
  const problem = passwordProblem(password, account);
  if (problem) throw new AppError("validation_failed", "This password is not allowed", { password: problem });
}

/** better-auth's answer, its refusals in our error shape. */
const answer = async (auth: Auth, request: Request) => inOurErrorShape(await auth.handler(request));

/** Ends the session (when there is one) and goes home. */
async function signOutAndGoHome(c: Context<AppEnv>, status: 302 | 303) {
  const headers = new Headers({ Location: "/" });
  if (await findViewer(c)) {
    const { headers: signOutHeaders } = await c.var.auth.api.signOut({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    for (const cookie of signOutHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
  }
  return new Response(null, { status, headers });
}

export const authRoutes = new Hono<AppEnv>()
  .get("/auth/user", async (c) => {
    const viewer = await noteActivity(c.var.db, await requireViewer(c));
    return c.json(await currentUser(c.var.db, viewer));
  })
  // Kept from the spec's contract: the same answer as /auth/user, only ever about the signed-in member.
  .get("/auth/demo-user", async (c) => c.json(await currentUser(c.var.db, await requireViewer(c))))

  .post("/auth/sign-up/email", valid("json", signUpSchema), async (c) => {
    const input = c.req.valid("json");
    assertPasswordAllowed(input.password, input);
    const response = await answer(c.var.auth, await forwarded(c));
    if (response.ok) {
      const created = (await response.clone().json()) as { user?: { id: string } };
      if (created.user) {
        await recordConsents(c.var.db, created.user.id, ["terms", "privacy"], true, "signup");
      }
    }
    return response;
  })

  .post("/auth/sign-in/email", valid("json", signInSchema), async (c) => {
    const input = c.req.valid("json");
    const keys = { email: input.email, ip: clientIp(c.req.raw) };
    const wait = await retryAfterMs(c.var.db, keys);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      c.header("Retry-After", String(seconds));
      throw new AppError(
        "rate_limited",
        "Too many failed sign-in attempts. Please wait a few minutes and try again.",
        { retryAfterSeconds: seconds },
      );
    }
    // rememberMe as validated (false when left out): better-auth's own default would remember.
    const response = await c.var.auth.handler(withBody(c.req.raw, JSON.stringify(input)));
    if (response.status === 401 || response.status === 400 || response.status === 403) {
      const failures = await recordFailure(c.var.db, keys);
      await noticeRepeatedFailures(c.var.db, c.var.mailer, {
        email: input.email,
        failures,
        origin: new URL(c.req.url).origin,
        now: Date.now(),
      });
      return inOurErrorShape(response);
    }
    if (!response.ok) return inOurErrorShape(response);
    await clearFailures(c.var.db, keys);
    const { token, user } = (await response.clone().json()) as { token: string; user: { id: string } };
    // The password was right, so saying why is no leak; the session just made is gone again.
    if (await refuseIfSuspended(c.var.db, user.id, token)) {
      throw new AppError("forbidden", "Your account is suspended", { account: "suspended" });
    }
    // A browser-session cookie (better-auth) whose server-side session also ends sooner.
    if (!input.rememberMe) await shortenSession(c.var.db, token, new Date());
    return response;
  })

  .post("/auth/reset-password", async (c) => {
    const [raw, replay] = await jsonAndReplay(c.req.raw);
    const { newPassword, token } = (raw ?? {}) as { newPassword?: unknown; token?: unknown };
    const resetToken = String(token ?? c.req.query("token") ?? "");
    const account = resetToken ? await accountOfResetToken(c.var.db, resetToken) : undefined;
    assertPasswordAllowed(String(newPassword ?? ""), account);
    return answer(c.var.auth, replay);
  })

  .post("/auth/change-password", async (c) => {
    const [raw, replay] = await jsonAndReplay(c.req.raw);
    const viewer = await requireViewer(c);
    assertPasswordAllowed(String((raw as { newPassword?: unknown })?.newPassword ?? ""), viewer.user);
    // Changing the password always signs out the member's other devices.
    const forwarded = withBody(replay, JSON.stringify({ ...(raw as object), revokeOtherSessions: true }));
    const response = await answer(c.var.auth, forwarded);
    if (response.ok) {
      await tellPasswordChanged(c.var.mailer, {
        email: viewer.user.email,
        name: viewer.user.name,
        language: viewer.member.preferredLanguage,
      });
    }
    return response;
  })

  // Everything else under /api/auth (sign-out, sessions, verification, reset requests) is better-auth's.
  .on(["GET", "POST"], "/auth/*", (c) => answer(c.var.auth, c.req.raw))

  .get("/login", (c) => {
    const next = safeNextPath(c.req.query("next"));
    return c.redirect(next ? `/login?next=${encodeURIComponent(next)}` : "/login", 302);
  })
  // The spec's sign-out is a navigation to /api/logout; from another site it only goes home.
  .get("/logout", async (c) =>
    mayEndSession(c.req.raw)
      ? signOutAndGoHome(c, 302)
      : new Response(null, { status: 302, headers: { Location: "/" } }),
  )
  .post("/logout", (c) => {
    if (!mayEndSession(c.req.raw)) throw new AppError("forbidden", "Cross-site request refused");
    return signOutAndGoHome(c, 303);
  });
