// Accounts in end-to-end tests: sign up and finish onboarding through the real API, and read the mail
// the local adapter captured.
import type { Page } from "playwright-core";
import { inject } from "vitest";
import type { OnboardingInput } from "../../worker/contract/onboarding";
import { queryD1 } from "./d1";

export const E2E_PASSWORD = "Shalimar Gardens 1641";
/** The demo admin the seed creates (README). */
export const SEEDED_ADMIN = { email: "admin@sppc.example", password: "SPPC admin demo 2026" };

export function uniqueEmail(label = "member"): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

export type CapturedEmail = { subject: string; text: string; html: string; kind: string };

/**
 * Every message sent to `to`, oldest first, waiting up to `timeoutMs` for at least `count` of them.
 * A templated row (the RSVP's ticket) counts once the local mail consumer has rendered it.
 */
export async function emailsTo(to: string, count = 1, timeoutMs = 10_000): Promise<CapturedEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = queryD1<CapturedEmail>(
      `select subject, text, html, kind from email_outbox where "to" = ? and (template is null or html <> '')
        order by created_at`,
      to,
    );
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link in the newest captured email of a kind (verify-email, reset-password...). */
export async function linkFromEmail(to: string, kind: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = (await emailsTo(to, 1, 0)).filter((message) => message.kind === kind).at(-1);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No ${kind} email with a link for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The Origin header the API's CSRF check expects from this page. */
export const originOf = (page: Page) =>
  new URL(page.url() === "about:blank" ? inject("baseURL") : page.url()).origin;

/**
 * Creates an account through the API as a member does: sign up ("check your email", no session), then
 * follow the mailed verification link with the context's own request client, so the context gets the
 * session cookie the link sets. The page's browser context is then signed in.
 */
export async function signUpViaApi(page: Page, name: string, email = uniqueEmail()): Promise<string> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password: E2E_PASSWORD, acceptTerms: true, callbackURL: "/onboarding" },
    headers: { Origin: originOf(page) },
  });
  if (!response.ok()) throw new Error(`Sign-up failed: ${response.status()} ${await response.text()}`);
  const verified = await page.request.get(await linkFromEmail(email, "verify-email"), { maxRedirects: 0 });
  if (verified.status() !== 302) throw new Error(`Verification failed: ${verified.status()}`);
  return email;
}

/** Signs the page's browser context in through the API (the seeded admin by default). */
export async function signInViaApi(page: Page, credentials = SEEDED_ADMIN): Promise<void> {
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: credentials,
    headers: { Origin: originOf(page) },
  });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()} ${await response.text()}`);
}

/**
 * Finishes onboarding for the signed-in member through the API, as the onboarding form would, so `/`
 * shows the member home; returns the member's user id.
 */
export async function completeOnboardingViaApi(
  page: Page,
  profile: Partial<Omit<OnboardingInput, "consent">> & { profileSharingOptIn?: boolean } = {},
): Promise<string> {
  const { profileSharingOptIn = false, ...fields } = profile;
  const now = new Date().toISOString();
  const data: OnboardingInput = {
    firstName: "Bilal",
    lastName: "Ahmed",
    phoneNumber: "+966 50 123 4567",
    location: "riyadh",
    bio: "",
    jobTitle: "Engineer",
    company: "SPPC",
    experience: "6-10",
    skills: "",
    industry: "Construction",
    linkedinUrl: "",
    interests: "",
    ...fields,
    consent: {
      pdplConsentGiven: true,
      marketingOptIn: false,
      dataProcessingOptIn: true,
      profileSharingOptIn,
      consentDate: now,
    },
    profileCompleted: true,
    onboardingCompletedAt: now,
  };
  const response = await page.request.put("/api/profile/complete-onboarding", {
    data,
    headers: { Origin: originOf(page) },
  });
  if (!response.ok()) throw new Error(`Onboarding failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
