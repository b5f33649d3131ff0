import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { CurrentUser } from "../../worker/contract/user";
import {
  cookiesFrom,
  linkIn,
  makeAdmin,
  ORIGIN,
  outboxFor,
  PASSWORD,
  postJson,
  signIn,
  signUp,
  uniqueEmail,
} from "./accounts-helpers";
import { callApi, callUrl } from "./call-api";

const me = (cookie: string) => callApi("/api/auth/user", { headers: { Cookie: cookie } });

describe("sign-up", () => {
  it("answers 'check your email' with no session; the mailed link verifies the address and signs in on onboarding", async () => {
    const email = uniqueEmail();
    const response = await postJson("/api/auth/sign-up/email", {
      name: "Ayesha Khan",
      email,
      password: PASSWORD,
      acceptTerms: true,
      callbackURL: "/onboarding",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "check-email" });
    expect(response.headers.getSetCookie()).toEqual([]);

    const mail = (await outboxFor(email)).find((message) => message.kind === "verify-email");
    expect(mail?.subject).toBe("Confirm your email for SPPC");
    const link = linkIn(mail?.text ?? "");
    expect(link).toContain("/api/auth/verify-email?token=");

    // Following the link verifies the address, signs the member in and lands on onboarding.
    const verified = await callApi(link.replace(ORIGIN, ""), { redirect: "manual" });
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe("/onboarding");
    const cookie = cookiesFrom(verified);
    expect(cookie).toContain("sppc.session_token=");

    const user = (await (await me(cookie)).json()) as CurrentUser;
    expect(user).toMatchObject({
      email,
      firstName: "Ayesha",
      lastName: "Khan",
      emailVerified: true,
      membershipTier: "basic",
      role: "member",
      preferredLanguage: "en",
      profileCompleted: false,
      languages: ["EN", "Arabic", "Urdu"],
    });
    for (const key of [
      "title",
      "company",
      "location",
      "bio",
      "skills",
      "prayerTimesEnabled",
      "timeZone",
      "membershipId",
      "subscriptionStatus",
      "onboardingCompletedAt",
      "halalCertified",
      "profileImageUrl",
    ]) {
      expect(user).toHaveProperty(key);
    }
  });

  it("records the terms and privacy consent in the ledger", async () => {
    const { email } = await signUp();
    const { results } = await env.DB.prepare(
      "select purpose, granted, method, policy_version from consents where user_id = (select id from user where email = ?) order by purpose",
    )
      .bind(email)
      .all();
    expect(results).toEqual([
      { purpose: "privacy", granted: 1, method: "signup", policy_version: "2024-12-21" },
      { purpose: "terms", granted: 1, method: "signup", policy_version: "2024-12-21" },
    ]);
  });

  it("emails in Arabic when the visitor signed up in Arabic", async () => {
    const email = uniqueEmail();
    await callApi("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: "lang=ar" },
      body: JSON.stringify({ name: "Bilal Ahmed", email, password: PASSWORD, acceptTerms: true }),
    });
    const mail = (await outboxFor(email)).find((message) => message.kind === "verify-email");
    expect(mail?.subject).toBe("أكّد بريدك الإلكتروني في SPPC");
    expect(mail?.html).toContain('dir="rtl"');
  });

  it.each([
    ["a common password", { password: "password123" }, "too_common"],
    ["a short password", { password: "short" }, undefined],
    ["no consent", { acceptTerms: false }, undefined],
    ["a bad email", { email: "not-an-email" }, undefined],
  ])("refuses %s with 422 and creates nothing", async (_label, override, problem) => {
    const email = uniqueEmail();
    const response = await postJson("/api/auth/sign-up/email", {
      name: "Test Member",
      email,
      password: PASSWORD,
      acceptTerms: true,
      ...override,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe("validation_failed");
    if (problem) expect(body.error.details).toEqual({ password: problem });
    const row = await env.DB.prepare("select count(*) as n from user where email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it("does not create a second account for the same email", async () => {
    const { email } = await signUp();
    const again = await postJson("/api/auth/sign-up/email", {
      name: "Someone Else",
      email,
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(again.status).toBe(200);
    const row = await env.DB.prepare("select count(*) as n from user where email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });
});

describe("sign-in and sessions", () => {
  it("remember me: a 30-day cookie; without it: a browser-session cookie and a 12-hour session", async () => {
    const { email } = await signUp();
    const remembered = await signIn(email, PASSWORD, true);
    expect(remembered.response.status).toBe(200);
    const rememberedCookie = remembered.response.headers
      .getSetCookie()
      .find((header) => header.startsWith("sppc.session_token="));
    expect(rememberedCookie).toMatch(/Max-Age=2592000/);
    expect(rememberedCookie).toMatch(/HttpOnly/);
    expect(rememberedCookie).toMatch(/SameSite=Lax/i);

    const forgetful = await signIn(email, PASSWORD, false);
    const sessionCookie = forgetful.response.headers
      .getSetCookie()
      .find((header) => header.startsWith("sppc.session_token="));
    expect(sessionCookie).not.toMatch(/Max-Age/i);
    const { token } = (await forgetful.response.json()) as { token: string };
    const row = await env.DB.prepare("select expires_at from session where token = ?")
      .bind(token)
      .first<{ expires_at: number }>();
    expect(row?.expires_at).toBeLessThanOrEqual(Date.now() + 12 * 3_600_000 + 1000);
    expect(row?.expires_at).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it("gives each sign-in a new session id", async () => {
    const { email } = await signUp();
    const first = await signIn(email);
    const second = await signIn(email);
    expect(first.cookie).not.toBe(second.cookie);
  });

  it("a wrong password is 401; after 3 failures from one address it must wait, with a clear message", async () => {
    const { email } = await signUp();
    for (let attempt = 0; attempt < 3; attempt++) {
      const { response } = await signIn(email, "wrong password!");
      expect(response.status).toBe(401);
    }
    const limited = await signIn(email, PASSWORD);
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = (await limited.response.json()) as ErrorBody;
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toMatch(/Too many failed sign-in attempts/);
  });

  it("validates the login schema with the spec's messages", async () => {
    const response = await postJson("/api/auth/sign-in/email", { email: "nope", password: "123" });
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.details).toEqual({
      email: ["Valid email is required"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("/api/logout ends the session and returns to /", async () => {
    const { cookie } = await signUp();
    expect((await me(cookie)).status).toBe(200);
    const out = await callApi("/api/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    expect(out.headers.get("location")).toBe("/");
    expect((await me(cookie)).status).toBe(401);
  });

  it("lists the member's sessions and can end another one", async () => {
    const { email, cookie: first } = await signUp();
    const { cookie: second } = await signIn(email);
    const list = await callApi("/api/auth/list-sessions", { headers: { Cookie: first } });
    const sessions = (await list.json()) as { token: string }[];
    expect(sessions.length).toBe(2);
    const secondToken = decodeURIComponent(second.split("sppc.session_token=")[1] ?? "").split(".")[0];
    const revoke = await postJson("/api/auth/revoke-session", { token: secondToken }, first);
    expect(revoke.status).toBe(200);
    expect((await me(second)).status).toBe(401);
    expect((await me(first)).status).toBe(200);
  });
});

describe("password reset", () => {
  it("emails a link that works once, and ends the member's sessions", async () => {
    const { email, cookie } = await signUp();
    const request = await postJson("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(request.status).toBe(200);
    const mail = (await outboxFor(email)).find((message) => message.kind === "reset-password");
    const link = linkIn(mail?.text ?? "");
    const follow = await callApi(link.replace(ORIGIN, ""), { redirect: "manual" });
    expect(follow.status).toBe(302);
    const token = new URL(follow.headers.get("location") ?? "", ORIGIN).searchParams.get("token");
    expect(token).toBeTruthy();

    const reset = await postJson("/api/auth/reset-password", { token, newPassword: "Badshahi Masjid 1673" });
    expect(reset.status).toBe(200);
    expect((await me(cookie)).status).toBe(401);
    expect((await signIn(email, "Badshahi Masjid 1673")).response.status).toBe(200);

    const reused = await postJson("/api/auth/reset-password", {
      token,
      newPassword: "Another Strong Pass 1",
    });
    expect(reused.status).toBe(400);
    expect((await outboxFor(email)).some((message) => message.kind === "password-changed")).toBe(true);
  });

  it("answers the same whether or not the account exists, and mails only real accounts", async () => {
    const missing = uniqueEmail("nobody");
    const response = await postJson("/api/auth/request-password-reset", {
      email: missing,
      redirectTo: "/reset-password",
    });
    expect(response.status).toBe(200);
    expect(await outboxFor(missing)).toEqual([]);
  });

  it("refuses a common password as the new one", async () => {
    const response = await postJson("/api/auth/reset-password", {
      token: "whatever",
      newPassword: "qwertyuiop",
    });
    expect(response.status).toBe(422);
  });
});

describe("roles", () => {
  it("/api/admin/*: 401 for visitors, 403 for members, 200 for admins", async () => {
    expect((await callApi("/api/admin/outbox")).status).toBe(401);
    const { email, cookie } = await signUp();
    const asMember = await callApi("/api/admin/outbox", { headers: { Cookie: cookie } });
    expect(asMember.status).toBe(403);
    expect(((await asMember.json()) as ErrorBody).error.code).toBe("forbidden");
    await makeAdmin(email);
    const asAdmin = await callApi("/api/admin/outbox", { headers: { Cookie: cookie } });
    expect(asAdmin.status).toBe(200);
    const { messages } = (await asAdmin.json()) as { messages: { to: string }[] };
    expect(messages.some((message) => message.to === email)).toBe(true);
  });
});

describe("cross-site requests", () => {
  it("a form post from another site is refused", async () => {
    const response = await callApi("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "email=a%40b.c&password=12345678",
    });
    expect(response.status).toBe(403);
  });
});

describe("cookies outside local development", () => {
  it("are Secure and __Host- prefixed", async () => {
    const { email } = await signUp();
    const response = await callUrl("https://sppc.example/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://sppc.example" },
      body: JSON.stringify({ email, password: PASSWORD, rememberMe: true }),
    });
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((header) => header.includes("session_token="));
    expect(session).toMatch(/^__Host-sppc\.session_token=/);
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
  });
});

describe("changing the password", () => {
  it("keeps this session, ends the others, refuses a common one, and sends a security notice", async () => {
    const { email, cookie } = await signUp();
    const { cookie: other } = await signIn(email);

    const common = await postJson(
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "iloveyou1" },
      cookie,
    );
    expect(common.status).toBe(422);

    const changed = await postJson(
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "Faisal Mosque 1986!" },
      cookie,
    );
    expect(changed.status).toBe(200);
    const current = cookiesFrom(changed, cookie);
    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await outboxFor(email)).some((message) => message.kind === "password-changed")).toBe(true);
    expect((await signIn(email, "Faisal Mosque 1986!")).response.status).toBe(200);
  });

  it("needs a signed-in member", async () => {
    const response = await postJson("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "Faisal Mosque 1986!",
    });
    expect(response.status).toBe(401);
  });
});

describe("/api/auth/demo-user", () => {
  it("answers exactly like /api/auth/user for the signed-in member, and 401 otherwise", async () => {
    const { cookie } = await signUp();
    const demo = await callApi("/api/auth/demo-user", { headers: { Cookie: cookie } });
    expect(demo.status).toBe(200);
    expect(await demo.json()).toEqual(await (await me(cookie)).json());
    expect((await callApi("/api/auth/demo-user")).status).toBe(401);
  });
});
