// Accounts driven like a person: sign up, verify, sign in (remember me or not), a wrong password, forgot
// and reset password, and the ?next= return after sign-in. (The sign-in limits per account and address
// are checked in tests/worker/sign-in-limits.test.ts, and their message on the page in
// tests/app/auth-pages.test.tsx.)
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { completeOnboardingViaApi, E2E_PASSWORD, linkFromEmail, signUpViaApi, uniqueEmail } from "./accounts";
import { type Browser, launchBrowser, openPage } from "./browser";
import { DESKTOP, expectPageHeading } from "./page-checks";

const SESSION_COOKIE = "sppc.session_token";
const DAY_S = 86_400;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await browser.context.clearCookies();
  page = await openPage(browser, DESKTOP);
});
afterEach(async () => {
  await page?.close();
});

const pathOf = (target: Page) => new URL(target.url()).pathname;
const toastText = (text: string | RegExp) => page.getByTestId("toast").getByText(text);

async function signOut() {
  await page.goto("/api/logout");
  await page.waitForURL((url) => url.pathname === "/");
}

async function sessionCookie() {
  return (await browser.context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Fills /login and presses Sign In, waiting for the API's answer. */
async function submitLogin(email: string, password: string, rememberMe = false) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Remember me for 30 days").setChecked(rememberMe);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-in/email"));
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  return (await answer).status();
}

async function signInThroughForm(email: string, password: string, rememberMe = false, query = "") {
  await page.goto(`/login${query}`);
  await expectPageHeading(page);
  expect(await submitLogin(email, password, rememberMe)).toBe(200);
  await page.waitForURL((url) => url.pathname !== "/login");
  await toastText("Welcome back!").waitFor();
}

/** An account made through the API, then signed out, so the test starts from the login page. */
async function existingAccount(label: string): Promise<string> {
  const email = await signUpViaApi(page, "Imran Qureshi", uniqueEmail(label));
  await browser.context.clearCookies();
  return email;
}

describe("sign-up", () => {
  it("creates an account through the form, says to check the email, and the emailed link signs in on onboarding", async () => {
    const email = uniqueEmail("signup");
    await page.goto("/signup");
    expect(await expectPageHeading(page)).toBe("Create your account");
    await page.getByLabel("Full name").fill("Ayesha Siddiqui");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("checkbox", { name: /^I agree to the Terms of Service/ }).check();
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    // The address sits in a left-to-right isolate inside the sentence.
    const escaped = email.replace(/[.+]/g, "\\$&");
    await page.getByText(new RegExp(`We sent a link to \\W?${escaped}\\W?\\. Open it`)).waitFor();
    expect(await sessionCookie()).toBeUndefined();
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);

    await page.goto(await linkFromEmail(email, "verify-email"));
    await page.waitForURL((url) => url.pathname === "/onboarding");
    await expectPageHeading(page);
    const after = await page.request.get("/api/auth/user");
    expect(after.status()).toBe(200);
    expect(await after.json()).toMatchObject({ email, firstName: "Ayesha", emailVerified: true });
  });

  it("answers an address that has an account the same way: check your email", async () => {
    const email = await existingAccount("taken");
    await page.goto("/signup");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
    expect(await page.getByText(/already exists/).count()).toBe(0);
    // The owner's mail says what happened.
    expect(await linkFromEmail(email, "account-exists")).toMatch(/\/login$/);
  });
});

describe("sign-in", () => {
  it("remember me keeps the session cookie for 30 days; without it the cookie ends with the browser", async () => {
    const email = await existingAccount("remember");
    await signInThroughForm(email, E2E_PASSWORD, true);
    // Onboarding is not completed yet, so that is where a new member lands.
    expect(pathOf(page)).toBe("/onboarding");
    await expectPageHeading(page);
    const remembered = await sessionCookie();
    expect(remembered?.expires).toBeGreaterThan(Date.now() / 1000 + 30 * DAY_S - 3600);
    expect(remembered?.expires).toBeLessThan(Date.now() / 1000 + 30 * DAY_S + 3600);
    expect(remembered?.httpOnly).toBe(true);

    await signOut();
    expect(await sessionCookie()).toBeUndefined();
    await signInThroughForm(email, E2E_PASSWORD, false);
    expect(pathOf(page)).toBe("/onboarding");
    expect((await sessionCookie())?.expires).toBe(-1);
  });

  it("a wrong password shows 'Login Failed' and keeps the member on the sign-in page", async () => {
    const email = await existingAccount("wrong");
    await page.goto("/login");
    await expectPageHeading(page);
    expect(await submitLogin(email, "wrong password")).toBe(401);
    await toastText("Login Failed").waitFor();
    expect(await toastText("Invalid email or password. Please try again.").isVisible()).toBe(true);
    expect(pathOf(page)).toBe("/login");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(email);
  });

  it("returns a member who finished onboarding to ?next=", async () => {
    const email = await signUpViaApi(page, "Bilal Ahmed", uniqueEmail("next"));
    await completeOnboardingViaApi(page);
    await browser.context.clearCookies();

    await signInThroughForm(email, E2E_PASSWORD, false, "?next=%2Fservices");
    expect(pathOf(page)).toBe("/services");
    await expectPageHeading(page);
  });
});

describe("forgot and reset password", () => {
  it("asks for the email, mails a link that sets a new password once, then signs in with it", async () => {
    const email = await existingAccount("reset");
    const newPassword = "Badshahi Masjid 1673";
    await page.goto("/login");
    await expectPageHeading(page);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await toastText("Email Required").waitFor();
    expect(await toastText("Please enter your email address first.").isVisible()).toBe(true);

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    await toastText("Password Reset Sent").waitFor();
    expect(await toastText("Check your email for password reset instructions.").isVisible()).toBe(true);

    const link = await linkFromEmail(email, "reset-password");
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === "/reset-password" && url.searchParams.has("token"));
    expect(await expectPageHeading(page)).toBe("Set a new password");
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
    await toastText("Password updated").waitFor();

    expect(await submitLogin(email, newPassword)).toBe(200);
    await page.waitForURL((url) => url.pathname === "/onboarding");

    // The link works once: following it again lands on the invalid-link message.
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === "/reset-password");
    await page.getByText("This password reset link is invalid, has expired or was already used.").waitFor();
    await page.getByRole("link", { name: "Go to sign in and request a new link" }).click();
    await page.waitForURL((url) => url.pathname === "/login");
  });
});
