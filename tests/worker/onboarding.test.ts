import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "../../worker/contract/errors";
import type { OnboardingInput } from "../../worker/contract/onboarding";
import type { CurrentUser } from "../../worker/contract/user";
import { ORIGIN, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

const PATH = "/api/profile/complete-onboarding";

function payload(overrides: Partial<OnboardingInput> = {}): OnboardingInput {
  return {
    firstName: "Ayesha",
    lastName: "Khan",
    phoneNumber: "+966 50 123 4567",
    location: "Riyadh",
    bio: "Civil engineer building metro stations.",
    jobTitle: "Site Engineer",
    company: "Saudi Binladin Group",
    experience: "6-10",
    skills: "AutoCAD, Primavera,  , autocad, Project management",
    industry: "Construction",
    linkedinUrl: "https://www.linkedin.com/in/ayesha-khan",
    interests: "Mentoring, cricket",
    consent: {
      pdplConsentGiven: true,
      marketingOptIn: false,
      dataProcessingOptIn: true,
      profileSharingOptIn: true,
      consentDate: "2020-01-01T00:00:00.000Z",
    },
    profileCompleted: true,
    onboardingCompletedAt: "2020-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const put = (body: unknown, cookie = "") =>
  callApi(PATH, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

async function ledger(email: string) {
  const { results } = await env.DB.prepare(
    "select purpose, granted, method from consents where user_id = (select id from user where email = ?) and method = 'onboarding' order by purpose",
  )
    .bind(email)
    .all();
  return results;
}

describe("PUT /api/profile/complete-onboarding", () => {
  it("stores the profile, the server's completion time and one ledger row per consent purpose", async () => {
    const { email, cookie } = await signUp();
    const before = Date.now();
    const response = await put(payload(), cookie);
    expect(response.status).toBe(200);
    const user = (await response.json()) as CurrentUser;
    expect(user).toMatchObject({
      email,
      firstName: "Ayesha",
      lastName: "Khan",
      title: "Site Engineer",
      company: "Saudi Binladin Group",
      // Sent as "Riyadh", stored and answered as the city list's id.
      location: "riyadh",
      skills: ["AutoCAD", "Primavera", "Project management"],
      profileCompleted: true,
    });
    // The browser's 2020 timestamp is ignored: the server records its own time.
    expect(Date.parse(user.onboardingCompletedAt ?? "")).toBeGreaterThanOrEqual(before - 1000);

    const row = await env.DB.prepare(
      "select phone_number, bio, experience, industry, linkedin_url, interests from members where user_id = ?",
    )
      .bind(user.id)
      .first();
    expect(row).toEqual({
      phone_number: "+966501234567",
      bio: "Civil engineer building metro stations.",
      experience: "6-10",
      industry: "Construction",
      linkedin_url: "https://www.linkedin.com/in/ayesha-khan",
      interests: "Mentoring, cricket",
    });

    expect(await ledger(email)).toEqual([
      { purpose: "data_processing", granted: 1, method: "onboarding" },
      { purpose: "marketing", granted: 0, method: "onboarding" },
      { purpose: "privacy", granted: 1, method: "onboarding" },
      { purpose: "profile_sharing", granted: 1, method: "onboarding" },
    ]);

    const me = (await (
      await callApi("/api/auth/user", { headers: { Cookie: cookie } })
    ).json()) as CurrentUser;
    expect(me.onboardingCompletedAt).toBe(user.onboardingCompletedAt);
  });

  it("empty optional fields are stored as nothing", async () => {
    const { cookie } = await signUp();
    const response = await put(
      payload({
        phoneNumber: "",
        bio: "",
        experience: "",
        skills: "",
        industry: "",
        linkedinUrl: "",
        interests: "",
      }),
      cookie,
    );
    expect(response.status).toBe(200);
    const user = (await response.json()) as CurrentUser;
    expect(user.skills).toEqual([]);
    const row = await env.DB.prepare(
      "select phone_number, linkedin_url, industry from members where user_id = ?",
    )
      .bind(user.id)
      .first();
    expect(row).toEqual({ phone_number: null, linkedin_url: null, industry: null });
  });

  it("without pdplConsentGiven: 422 with the consent message, and nothing stored", async () => {
    const { email, cookie } = await signUp();
    const base = payload();
    const response = await put({ ...base, consent: { ...base.consent, pdplConsentGiven: false } }, cookie);
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toMatchObject({
      code: "validation_failed",
      message: "You must consent to data processing to use the platform.",
    });
    expect(await ledger(email)).toEqual([]);
    const row = await env.DB.prepare(
      "select profile_completed, onboarding_completed_at from members where user_id = (select id from user where email = ?)",
    )
      .bind(email)
      .first();
    expect(row).toEqual({ profile_completed: 0, onboarding_completed_at: null });
  });

  it("422 with the fields to fix when required ones are missing or malformed", async () => {
    const { cookie } = await signUp();
    const response = await put(
      payload({ firstName: " ", jobTitle: "", location: "Lahore", linkedinUrl: "linkedin" }),
      cookie,
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as ErrorBody;
    expect(Object.keys(body.error.details as object).sort()).toEqual([
      "firstName",
      "jobTitle",
      "linkedinUrl",
      "location",
    ]);
  });

  it("401 when signed out", async () => {
    const response = await put(payload());
    expect(response.status).toBe(401);
    expect(((await response.json()) as ErrorBody).error.code).toBe("unauthorized");
  });
});
