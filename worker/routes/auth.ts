import { type Context, Hono } from "hono";
import { findViewer, requireViewer } from "../auth/guards";
import { passwordProblem } from "../auth/password";
import { clearAccountFailures, recordFailure, retryAfterMs } from "../auth/rate-limit";
import { signInSchema, signUpSchema } from "../contract/auth";
import { toCurrentUser } from "../domain/members";
import { recordConsents } from "../domain/privacy/consents";
import { noteActivity } from "../domain/privacy/retention";
import { shortenSession, tellPasswordChanged } from "../domain/sign-in";
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
  return [body, new Request(request, { body: text })];
}

/** The validated request for better-auth, with the body exactly as it came (the validator kept its text). */
async function forwarded(c: Context): Promise<Request> {
  return new Request(c.req.raw, { body: await c.req.text() });
}

function assertPasswordAllowed(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw new AppError("validation_failed", "This password is not allowed", { password: problem });
}

export const authRoutes = new Hono<AppEnv>()
  .get("/auth/user", async (c) => c.json(toCurrentUser(await noteActivity(c.var.db, await requireViewer(c)))))
  // Kept from the spec's contract: the same answer as /auth/user, only ever about the signed-in member.
  .get("/auth/demo-user", async (c) => c.json(toCurrentUser(await requireViewer(c))))

  .post("/auth/sign-up/email", valid("json", signUpSchema), async (c) => {
    assertPasswordAllowed(c.req.valid("json").password);
    const response = await c.var.auth.handler(await forwarded(c));
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
      c.header("Retry-After", String(Math.ceil(wait / 1000)));
      throw new AppError(
        "rate_limited",
        "Too many failed sign-in attempts. Please wait a few minutes and try again.",
        {
          retryAfterSeconds: Math.ceil(wait / 1000),
        },
      );
    }
    const response = await c.var.auth.handler(await forwarded(c));
    if (response.status === 401 || response.status === 400 || response.status === 403) {
      await recordFailure(c.var.db, keys);
      return response;
    }
    if (response.ok) {
      await clearAccountFailures(c.var.db, input.email);
      if (!input.rememberMe) {
        // A browser-session cookie (better-auth) whose server-side session also ends sooner.
        const { token } = (await response.clone().json()) as { token?: string };
        if (token) await shortenSession(c.var.db, token, new Date());
      }
    }
    return response;
  })

  .post("/auth/reset-password", async (c) => {
    const [raw, replay] = await jsonAndReplay(c.req.raw);
    assertPasswordAllowed(String((raw as { newPassword?: unknown })?.newPassword ?? ""));
    return c.var.auth.handler(replay);
  })

  .post("/auth/change-password", async (c) => {
    const [raw, replay] = await jsonAndReplay(c.req.raw);
    assertPasswordAllowed(String((raw as { newPassword?: unknown })?.newPassword ?? ""));
    const viewer = await requireViewer(c);
    // Changing the password always signs out the member's other devices.
    const forwarded = new Request(replay, {
      body: JSON.stringify({ ...(raw as object), revokeOtherSessions: true }),
    });
    const response = await c.var.auth.handler(forwarded);
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
  .on(["GET", "POST"], "/auth/*", (c) => c.var.auth.handler(c.req.raw))

  .get("/login", (c) => {
    const next = safeNextPath(c.req.query("next"));
    return c.redirect(next ? `/login?next=${encodeURIComponent(next)}` : "/login", 302);
  })
  .get("/logout", async (c) => {
    const headers = new Headers({ Location: "/" });
    if (await findViewer(c)) {
      const { headers: signOutHeaders } = await c.var.auth.api.signOut({
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      for (const cookie of signOutHeaders.getSetCookie()) headers.append("Set-Cookie", cookie);
    }
    return new Response(null, { status: 302, headers });
  });
