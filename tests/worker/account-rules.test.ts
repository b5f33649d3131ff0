// Account rules from issue 18: logout only from our own pages or by POST, short sessions without
// remember-me, passwords unlike the email and name, suspended members told so, and every /api/auth
// answer in the one error shape.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import {
  cookiesFrom,
  linkIn,
  ORIGIN,
  outboxFor,
  PASSWORD,
  postJson,
  signIn,
  signUp,
  uniqueEmail,
} from "./accounts-helpers";
import { callApi } from "./call-api";

const me = (cookie: string) => callApi("/api/auth/user", { headers: { Cookie: cookie } });
const HOUR = 3_600_000;

async function sessionExpiry(token: string) {
  const row = await env.DB.prepare("select expires_at from session where token = ?")
    .bind(token)
    .first<{ expires_at: number }>();
  return row?.expires_at ?? 0;
}

describe("logout", () => {
  const logout = (cookie: string, init: { method?: string; site?: string; origin?: string } = {}) =>
    callApi("/api/logout", {
      method: init.method ?? "GET",
      redirect: "manual",
      headers: {
        Cookie: cookie,
        ...(init.site ? { "Sec-Fetch-Site": init.site } : {}),
        ...(init.origin ? { Origin: init.origin } : {}),
      },
    });

  it.each(["cross-site", "same-site", undefined])(
    "a GET from %s goes home without signing out",
    async (site) => {
      const { cookie } = await signUp();
      const out = await logout(cookie, { site });
      expect(out.status).toBe(302);
      expect(out.headers.get("location")).toBe("/");
      expect(out.headers.getSetCookie()).toEqual([]);
      expect((await me(cookie)).status).toBe(200);
    },
  );

  it.each(["same-origin", "none"])("a GET navigation from %s signs out", async (site) => {
    const { cookie } = await signUp();
    const out = await logout(cookie, { site });
    expect(out.status).toBe(302);
    expect((await me(cookie)).status).toBe(401);
  });

  it("a POST signs out and sends the browser home; a cross-site POST is refused", async () => {
    const { cookie } = await signUp();
    const crossSite = await logout(cookie, {
      method: "POST",
      site: "cross-site",
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as ErrorBody).error.code).toBe("forbidden");
    expect((await me(cookie)).status).toBe(200);

    const out = await logout(cookie, { method: "POST", site: "same-origin", origin: ORIGIN });
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/");
    expect((await me(cookie)).status).toBe(401);
  });
});

describe("session length", () => {
  it("a sign-in that leaves out rememberMe is not remembered: a browser-session cookie and 12 hours", async () => {
    const { email } = await signUp();
    const response = await postJson("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith("sppc.session_token="));
    expect(cookie).not.toMatch(/Max-Age/i);
    const { token } = (await response.json()) as { token: string };
    expect(await sessionExpiry(token)).toBeLessThanOrEqual(Date.now() + 12 * HOUR + 1000);
  });

  it("using a 12-hour session (even without the dont_remember cookie) does not extend it", async () => {
    const { email } = await signUp();
    const { response } = await signIn(email, PASSWORD, false);
    const { token } = (await response.json()) as { token: string };
    const before = await sessionExpiry(token);
    // Only the session cookie, as a client that drops the others would send.
    const sessionOnly = cookiesFrom(response)
      .split("; ")
      .filter((pair) => pair.startsWith("sppc.session_token="))
      .join("; ");
    for (const path of ["/api/auth/get-session", "/api/auth/user"]) {
      expect((await callApi(path, { headers: { Cookie: sessionOnly } })).status).toBe(200);
    }
    expect(await sessionExpiry(token)).toBe(before);
    expect(before).toBeLessThanOrEqual(Date.now() + 12 * HOUR + 1000);
  });

  it("a remembered session keeps 30 days", async () => {
    const { email } = await signUp();
    const { response } = await signIn(email, PASSWORD, true);
    const { token } = (await response.json()) as { token: string };
    expect(await sessionExpiry(token)).toBeGreaterThan(Date.now() + 29 * 24 * HOUR);
  });
});

describe("passwords unlike the account", () => {
  const signUpWith = (email: string, name: string, password: string) =>
    postJson("/api/auth/sign-up/email", { name, email, password, acceptTerms: true });

  it.each([
    [
      "the email, in other case",
      (email: string) => email.toUpperCase(),
      "Password must not be your email address",
    ],
    [
      "the email's local part inside",
      (email: string) => `${email.split("@")[0]}!2024`,
      "Password must not be your email address",
    ],
    ["the name without spaces", () => "AYESHAKHAN", "Password must not be your name"],
    ["eight spaces", () => "        ", "Password must not be only spaces"],
  ])("sign-up refuses %s with a clear 422", async (_label, password, message) => {
    const email = uniqueEmail();
    const response = await signUpWith(email, "Ayesha Khan", password(email));
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details).toEqual({ password: [message] });
    const row = await env.DB.prepare("select count(*) as n from user where email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("a reset refuses the account's email as the new password; the link still works afterwards", async () => {
    const { email } = await signUp();
    await postJson("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const mail = (await outboxFor(email)).find((message) => message.kind === "reset-password");
    const follow = await callApi(linkIn(mail?.text ?? "").replace(ORIGIN, ""), { redirect: "manual" });
    const token = new URL(follow.headers.get("location") ?? "", ORIGIN).searchParams.get("token");

    const refused = await postJson("/api/auth/reset-password", { token, newPassword: email });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).error.details).toEqual({ password: "like_email" });
    const accepted = await postJson("/api/auth/reset-password", {
      token,
      newPassword: "Shalimar Gardens 1641",
    });
    expect(accepted.status).toBe(200);
  });

  it("a change refuses the member's name and white space", async () => {
    const { cookie } = await signUp(uniqueEmail(), "Imran Qureshi");
    for (const [newPassword, problem] of [
      ["imran qureshi", "like_name"],
      ["          ", "blank"],
    ]) {
      const refused = await postJson(
        "/api/auth/change-password",
        { currentPassword: PASSWORD, newPassword },
        cookie,
      );
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as ErrorBody).error.details).toEqual({ password: problem });
    }
  });
});

describe("a suspended member signing in", () => {
  it("is told the account is suspended (only with the right password) and gets no session", async () => {
    const { email } = await signUp();
    await env.DB.prepare(
      "update members set account_status = 'suspended' where user_id = (select id from user where email = ?)",
    )
      .bind(email)
      .run();
    const sessions = async () =>
      (
        await env.DB.prepare(
          "select count(*) as n from session where user_id = (select id from user where email = ?)",
        )
          .bind(email)
          .first<{ n: number }>()
      )?.n;
    const before = await sessions();
    const wrong = await signIn(email, "wrong password!");
    expect(wrong.response.status).toBe(401);

    const right = await signIn(email, PASSWORD);
    expect(right.response.status).toBe(403);
    const body = (await right.response.json()) as ErrorBody;
    expect(body.error).toEqual({
      code: "forbidden",
      message: "Your account is suspended",
      details: { account: "suspended" },
    });
    expect(right.cookie).not.toContain("sppc.session_token=");
    expect(await sessions()).toBe(before);
  });
});

describe("/api/auth answers in the one error shape", () => {
  it("a wrong password: 401 with our code, better-auth's code kept", async () => {
    const { email } = await signUp();
    const { response } = await signIn(email, "wrong password!");
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error).toMatchObject({
      code: "unauthorized",
      message: expect.any(String),
      details: { authCode: "INVALID_EMAIL_OR_PASSWORD" },
    });
  });

  it("a used reset token keeps the code the app reads", async () => {
    const badToken = await postJson("/api/auth/reset-password", { token: "nope", newPassword: PASSWORD });
    expect(badToken.status).toBe(400);
    expect(((await badToken.json()) as ErrorBody).error).toMatchObject({
      code: "bad_request",
      details: { authCode: "INVALID_TOKEN" },
    });
  });

  it.each([
    ["GET", "/api/auth/no-such-thing"],
    ["POST", "/api/auth/no/such/thing"],
  ])("%s %s is a JSON 404 in our shape", async (method, path) => {
    const response = await callApi(path, {
      method,
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: method === "POST" ? "{}" : undefined,
    });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
  });
});
