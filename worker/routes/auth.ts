import { type Context, Hono } from "hono";
import type { Auth } from "../auth/auth";
import { inOurErrorShape } from "../auth/auth-errors";
import { betterAuthPassThrough, wrongCredentials, wrongPasswordError } from "../auth/better-auth-answers";
import { deviceCookieHeader, deviceNonce } from "../auth/device-cookie";
import { mayEndSession } from "../auth/fetch-site";
import { findViewer, requireViewer } from "../auth/guards";
import { passwordProblem } from "../auth/password";
import {
  clearDeviceFailures,
  clearFailures,
  deviceTrusted,
  recordDeviceFailure,
  recordFailure,
  retryAfterMs,
} from "../auth/rate-limit";
import { takeSignUp } from "../auth/sign-up-limit";
import { signInSchema, signUpSchema } from "../contract/auth";
import { currentUser } from "../domain/members";
import { noteActivity } from "../domain/privacy/retention";
import {
  accountOfResetToken,
  noticeRepeatedFailures,
  recordSignUpConsents,
  refuseIfSuspended,
  shortenSession,
  tellPasswordChanged,
} from "../domain/sign-in";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { clientIp } from "../lib/client-ip";
import { rateLimited } from "../lib/limits";
import { safeNextPath } from "../lib/safe-next-path";
import { signingSecret } from "../lib/signing-secret";
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
    const wait = await takeSignUp(c.var.db, clientIp(c.req.raw));
    if (wait > 0) {
      throw rateLimited("Too many sign-ups from this network. Please wait a little and try again.", wait);
    }
    assertPasswordAllowed(input.password, input);
    // The verification link lands on onboarding (or the same-site page the form asked for).
    const callbackURL = safeNextPath(input.callbackURL) ?? "/onboarding";
    const request = withBody(c.req.raw, JSON.stringify({ ...input, callbackURL }));
    const response = await answer(c.var.auth, request);
    if (!response.ok) return response;
    // For an address that has an account better-auth answers a made-up user (and mails its owner):
    // only a user that now exists gets consents. The answer is ours, the same either way, no cookie.
    const { user } = (await response.json()) as { user?: { id: string } };
    if (user) await recordSignUpConsents(c.var.db, user.id);
    return c.json({ status: "check-email" as const });
  })

  .post("/auth/sign-in/email", valid("json", signInSchema), async (c) => {
    const input = c.req.valid("json");
    const { db } = c.var;
    const keys = { email: input.email, ip: clientIp(c.req.raw) };
    const origin = new URL(c.req.url).origin;
    const secret = signingSecret(c.env, origin);
    // A device this account signed in from before (device-cookie.ts) is not held to the address's
    // ceiling or the pair's delay: other accounts' failures behind the same address never refuse it.
    const nonce = await deviceNonce(secret, c.req.raw, input.email);
    const device = nonce && (await deviceTrusted(db, nonce)) ? nonce : null;
    if (!device) {
      const wait = await retryAfterMs(db, keys);
      if (wait > 0) {
        throw rateLimited("Too many failed sign-in attempts. Please wait a few minutes and try again.", wait);
      }
    }
    // rememberMe as validated (false when left out): better-auth's own default would remember. An
    // unverified account's sign-in mails its link again; that link lands on onboarding like sign-up's.
    const body = { ...input, callbackURL: safeNextPath(input.callbackURL) ?? "/onboarding" };
    const response = await c.var.auth.handler(withBody(c.req.raw, JSON.stringify(body)));
    if (await wrongCredentials(response)) {
      const failures = device
        ? await recordDeviceFailure(db, device, input.email)
        : await recordFailure(db, keys);
      await noticeRepeatedFailures(db, c.var.mailer, {
        email: input.email,
        failures,
        origin,
        now: Date.now(),
      });
      throw wrongPasswordError();
    }
    // Anything else (an origin refusal, a bad request) is not a guess: it counts nowhere.
    if (!response.ok) return inOurErrorShape(response);
    await clearFailures(db, keys);
    if (device) await clearDeviceFailures(db, device);
    const { token, user } = (await response.clone().json()) as { token: string; user: { id: string } };
    // The password was right, so saying why is no leak; the session just made is gone again.
    if (await refuseIfSuspended(db, user.id, token)) {
      throw new AppError("forbidden", "Your account is suspended", { account: "suspended" });
    }
    // A browser-session cookie (better-auth) whose server-side session also ends sooner.
    if (!input.rememberMe) await shortenSession(db, token, new Date());
    const signedIn = new Response(response.body, response);
    signedIn.headers.append("Set-Cookie", await deviceCookieHeader(secret, origin, input.email));
    return signedIn;
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

  // better-auth's other endpoints, only those the app (app/lib/auth-client.ts) and the mailed links use.
  .on(["GET", "POST"], [...betterAuthPassThrough], (c) => answer(c.var.auth, c.req.raw))
  // Everything else better-auth has (update-user, change-email, delete-user, ...) would bypass our
  // rules (name length, our own photo paths, our deletion): closed.
  .all("/auth/*", () => {
    throw new AppError("not_found", "No such API endpoint");
  })

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
