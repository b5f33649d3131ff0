// The readable "signed in" hint beside the HttpOnly session cookie (worker/lib/session-hint.ts), and
// the X-Answer-For mark the service worker files answers by (app/sw/runtime-caching.ts).
import { describe, expect, it } from "vitest";
import { signIn, signUp, signUpOnly, uniqueEmail, verifyEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const hintOf = (response: Response) =>
  response.headers.getSetCookie().find((header) => header.startsWith("sppc.signed_in="));

const get = (path: string, cookie = "") => callApi(path, { headers: cookie ? { Cookie: cookie } : {} });

describe("the session hint", () => {
  it("comes with the session cookie at the verification link and sign-in, readable by the page, as long-lived as it", async () => {
    const email = uniqueEmail();
    await signUpOnly(email);
    const hint = hintOf((await verifyEmail(email)).response);
    expect(hint).toMatch(/^sppc\.signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);

    const remembered = hintOf((await signIn(email)).response);
    expect(remembered).toMatch(/Max-Age=2592000/);
    // Without "remember me" the session cookie ends with the browser, and so does the hint.
    expect(hintOf((await signIn(email, undefined, false)).response)).not.toMatch(/Max-Age/i);
  });

  it("is cleared with the session at sign-out", async () => {
    const { cookie } = await signUp();
    const out = await callApi("/api/logout", {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(out.status).toBe(302);
    expect(hintOf(out)).toMatch(/^sppc\.signed_in=;.*Max-Age=0/);
  });

  it("is never set for a visitor, and a stale one is cleared by the 401", async () => {
    const visitor = await get("/api/jobs");
    expect(hintOf(visitor)).toBeUndefined();
    const stale = await get("/api/auth/user", "sppc.signed_in=1");
    expect(stale.status).toBe(401);
    expect(hintOf(stale)).toMatch(/^sppc\.signed_in=;.*Max-Age=0/);
  });

  it("is added for a session older than the hint", async () => {
    const { cookie } = await signUp();
    const withoutHint = cookie
      .split("; ")
      .filter((pair) => !pair.startsWith("sppc.signed_in="))
      .join("; ");
    const me = await get("/api/auth/user", withoutHint);
    expect(me.status).toBe(200);
    expect(hintOf(me)).toMatch(/^sppc\.signed_in=1;/);
    // Already there: not set again on every answer.
    expect(hintOf(await get("/api/auth/user", cookie))).toBeUndefined();
  });
});

describe("X-Answer-For", () => {
  it("says whether a page that varies by viewer was answered to a visitor or a member", async () => {
    const visitor = await get("/api/jobs");
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("X-Answer-For")).toBe("visitor");
    const { cookie } = await signUp();
    const member = await get("/api/jobs", cookie);
    expect(member.status).toBe(200);
    expect(member.headers.get("X-Answer-For")).toBe("member");
  });
});
