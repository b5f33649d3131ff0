// Issue 33: sign-up tells nobody whether an address has an account (the mail says what happened),
// an unverified account's sign-in reads like a wrong password, sign-ups per client are limited, the
// password check folds full-width letters, and better-auth's other endpoints are closed.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SIGN_UPS_PER_CLIENT } from "../../worker/auth/sign-up-limit";
import type { ErrorBody } from "../../worker/contract/errors";
import {
  cookiesFrom,
  mailedLink,
  outboxFor,
  PASSWORD,
  postJson,
  send,
  signIn,
  signUp,
  uniqueEmail,
  verifyEmail,
} from "./accounts-helpers";
import { callFromEdge, EDGE_ORIGIN } from "./call-api";

const signUpAnswer = async (email: string, name = "Someone Else", password = "Karachi Harbour 1947") => {
  const response = await postJson("/api/auth/sign-up/email", { name, email, password, acceptTerms: true });
  return {
    status: response.status,
    body: await response.text(),
    cookies: response.headers.getSetCookie(),
    contentType: response.headers.get("content-type"),
  };
};

const mailsOf = async (email: string, kind: string) =>
  (await outboxFor(email)).filter((message) => message.kind === kind);

describe("sign-up of an address that has an account", () => {
  it("answers byte for byte like a new address, changes nothing, and mails the owner what happened", async () => {
    const { email: existing } = await signUp(uniqueEmail("owner"), "Ayesha Khan");
    const taken = await signUpAnswer(existing);
    const fresh = uniqueEmail("newcomer");
    const created = await signUpAnswer(fresh);
    expect(taken).toEqual(created);
    expect(taken).toEqual({
      status: 200,
      body: JSON.stringify({ status: "check-email" }),
      cookies: [],
      contentType: "application/json",
    });

    // The existing account is as it was: one account, its name, its password.
    const rows = await env.DB.prepare("select name from user where email = ?").bind(existing).all();
    expect(rows.results).toEqual([{ name: "Ayesha Khan" }]);
    expect((await signIn(existing, PASSWORD)).response.status).toBe(200);
    expect((await signIn(existing, "Karachi Harbour 1947")).response.status).toBe(401);

    const [notice] = await mailsOf(existing, "account-exists");
    expect(notice?.subject).toBe("Someone tried to sign up with your email address");
    expect(notice?.text).toContain("http://localhost/login");
    expect(notice?.text).toMatch(/Forgot password/);
    // The new address gets its verification link and nothing about an account.
    expect(await mailsOf(fresh, "verify-email")).toHaveLength(1);
    expect(await mailsOf(fresh, "account-exists")).toHaveLength(0);
  });

  it("mails the owner in their language, and within the visitor-mail limits", async () => {
    const { email } = await signUp(uniqueEmail("urdu-owner"), "Bilal Ahmed");
    await env.DB.prepare(
      "update members set preferred_language = 'ur' where user_id = (select id from user where email = ?)",
    )
      .bind(email)
      .run();
    for (let attempt = 0; attempt < 5; attempt++) expect((await signUpAnswer(email)).status).toBe(200);
    const notices = await mailsOf(email, "account-exists");
    expect(notices[0]?.subject).toBe("کسی نے آپ کے ای میل پتے سے سائن اَپ کرنے کی کوشش کی");
    expect(notices[0]?.html).toContain('dir="rtl"');
    // Three mails an hour per address and purpose: the sign-up's own link, then two notices.
    expect(notices).toHaveLength(2);
  });
});

describe("an account made by sign-up, before its link is followed", () => {
  it("signs in like a wrong password (same status, same body, no cookie) and mails the link again", async () => {
    const email = uniqueEmail("unverified");
    expect((await signUpAnswer(email, "Hina Malik", PASSWORD)).status).toBe(200);
    const right = await signIn(email, PASSWORD);
    const wrong = await signIn(email, "not the password");
    expect(right.response.status).toBe(401);
    expect(await right.response.text()).toBe(await wrong.response.text());
    expect(right.response.headers.getSetCookie()).toEqual([]);
    const links = await mailsOf(email, "verify-email");
    expect(links).toHaveLength(2);
    expect(links[1]?.text).toContain("callbackURL=%2Fonboarding");

    // The link (the newest) verifies; from then on the password signs in.
    const { cookie } = await verifyEmail(email);
    expect(cookie).toContain("sppc.session_token=");
    expect((await signIn(email, PASSWORD)).response.status).toBe(200);
  });

  it("a member whose password came from a mailed set-password link is verified by it", async () => {
    const email = uniqueEmail("reset-verified");
    await signUpAnswer(email, "Hina Malik", PASSWORD);
    await postJson("/api/auth/request-password-reset", { email, redirectTo: "/reset-password" });
    const link = await mailedLink(email, "reset-password");
    const token = new URL(link).pathname.split("/").pop() ?? "";
    const reset = await postJson("/api/auth/reset-password", { token, newPassword: "Shalimar Gardens 1641" });
    expect(reset.status).toBe(200);
    expect((await signIn(email, "Shalimar Gardens 1641")).response.status).toBe(200);
  });
});

describe("sign-ups per client", () => {
  it(`the ${SIGN_UPS_PER_CLIENT + 1}th sign-up from one client in an hour is 429 with a retry time`, async () => {
    const address = "10.99.0.1";
    // The first nine stand written as the limit counts them (each real one hashes at production cost).
    await env.DB.prepare("insert into auth_attempts (key, window_started_at, failures) values (?, ?, ?)")
      .bind(`sign-up-ip:${address}`, Date.now(), SIGN_UPS_PER_CLIENT - 1)
      .run();
    const signUpFrom = (email: string) =>
      callFromEdge("/api/auth/sign-up/email", address, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: EDGE_ORIGIN },
        body: JSON.stringify({ name: "Venue Guest", email, password: PASSWORD, acceptTerms: true }),
      });
    expect((await signUpFrom(uniqueEmail("tenth"))).status).toBe(200);
    const refused = await signUpFrom(uniqueEmail("eleventh"));
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get("Retry-After"));
    expect(seconds).toBeGreaterThan(3500);
    const body = (await refused.json()) as ErrorBody;
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.details).toEqual({ retryAfterSeconds: seconds });
  });
});

describe("the password check folds what hashing folds", () => {
  it("refuses a full-width common password, and a full-width email as the password", async () => {
    const email = uniqueEmail("fullwidth");
    const common = await postJson("/api/auth/sign-up/email", {
      name: "Test Member",
      email,
      password: "ｐａｓｓｗｏｒｄ１２３",
      acceptTerms: true,
    });
    expect(common.status).toBe(422);
    expect(((await common.json()) as ErrorBody).error.details).toEqual({ password: "too_common" });
    const fullWidthEmail = [...email].map((ch) => String.fromCharCode(ch.charCodeAt(0) + 0xfee0)).join("");
    const likeEmail = await postJson("/api/auth/sign-up/email", {
      name: "Test Member",
      email,
      password: fullWidthEmail,
      acceptTerms: true,
    });
    expect(likeEmail.status).toBe(422);
    expect(await env.DB.prepare("select id from user where email = ?").bind(email).first()).toBeNull();
  });
});

describe("better-auth's own endpoints", () => {
  it.each([
    ["a 200,000-character name", { name: "x".repeat(200_000) }],
    ["an empty name", { name: "" }],
    ["a javascript: image", { image: "javascript:alert(1)" }],
    ["a foreign image", { image: "https://evil.example/me.png" }],
  ])("update-user with %s is refused (404) and stores nothing", async (_label, change) => {
    const { email, cookie } = await signUp(uniqueEmail("update"), "Ayesha Khan");
    const response = await send("POST", "/api/auth/update-user", cookie, change);
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).error.code).toBe("not_found");
    const row = await env.DB.prepare("select name, image from user where email = ?").bind(email).first();
    expect(row).toEqual({ name: "Ayesha Khan", image: null });
  });

  it.each([
    ["POST", "/api/auth/delete-user"],
    ["POST", "/api/auth/change-email"],
    ["POST", "/api/auth/sign-in/social"],
    ["GET", "/api/auth/ok"],
  ])("%s %s (unused by the app) is 404", async (method, path) => {
    const { cookie } = await signUp(uniqueEmail("closed"));
    const response = await send(method, path, cookie, method === "POST" ? {} : undefined);
    expect(response.status).toBe(404);
  });

  it("the endpoints the app uses still answer", async () => {
    const { cookie } = await signUp(uniqueEmail("open"));
    expect((await send("GET", "/api/auth/get-session", cookie)).status).toBe(200);
    expect((await send("GET", "/api/auth/list-sessions", cookie)).status).toBe(200);
    const out = await send("POST", "/api/auth/sign-out", cookie, {});
    expect(out.status).toBe(200);
    expect((await send("GET", "/api/auth/user", cookiesFrom(out, cookie))).status).toBe(401);
  });
});
