// The admin's list of membership applications names each chosen tier (an admin-written text) in the
// reader's language, English where that version is missing, and says which language it is in.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminApplication } from "../../worker/contract/membership-application";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, postJson, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

let admin = "";
const premiumApplicant = uniqueEmail("premium-applicant");
const executiveApplicant = uniqueEmail("executive-applicant");

const application = (email: string, membershipType: string) => ({
  firstName: "Sana",
  lastName: "Mir",
  email,
  phone: "0501234567",
  city: "Riyadh",
  profession: "Accountant",
  company: "Almarai",
  experience: "mid",
  membershipType,
  agreeTerms: true,
});

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  // Executive's Urdu name not written yet: Urdu readers get the English.
  await env.DB.prepare("update membership_tiers set name_ur = null where id = 'executive'").run();
  const account = await signUp(uniqueEmail("applications-admin"));
  await makeAdmin(account.email);
  admin = account.cookie;
  for (const [email, tier] of [
    [premiumApplicant, "premium"],
    [executiveApplicant, "executive"],
  ] as const) {
    expect((await postJson("/api/membership/applications", application(email, tier))).status).toBe(201);
  }
});

const listIn = async (language: string) => {
  const response = await callApi("/api/admin/applications", {
    headers: { Cookie: `${admin}; lang=${language}` },
  });
  expect(response.status).toBe(200);
  const { applications } = (await response.json()) as { applications: AdminApplication[] };
  const of = (email: string) => applications.find((row) => row.email === email);
  return { premium: of(premiumApplicant), executive: of(executiveApplicant) };
};

describe("membership applications for admins, in the reader's language", () => {
  it("names the tier in Arabic for an Arabic reader", async () => {
    const { premium, executive } = await listIn("ar");
    expect(premium).toMatchObject({
      membershipType: "premium",
      tierName: "المميزة",
      shownIn: { tierName: "ar" },
    });
    expect(executive).toMatchObject({ tierName: "التنفيذية", shownIn: { tierName: "ar" } });
  });

  it("falls back to the English name where the Urdu one is missing, and says so", async () => {
    const { premium, executive } = await listIn("ur");
    expect(premium).toMatchObject({ tierName: "پریمیم", shownIn: { tierName: "ur" } });
    expect(executive).toMatchObject({ tierName: "Executive", shownIn: { tierName: "en" } });
  });

  it("answers a review with the tier in the reviewer's language", async () => {
    const { premium } = await listIn("en");
    expect(premium?.tierName).toBe("Premium");
    const response = await callApi(`/api/admin/applications/${premium?.id}/review`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: "http://localhost",
        Cookie: `${admin}; lang=ar`,
      },
      body: JSON.stringify({ status: "rejected", reason: "Please apply with your work email" }),
    });
    expect(response.status).toBe(200);
    const { application: reviewed } = (await response.json()) as { application: AdminApplication };
    expect(reviewed).toMatchObject({ status: "rejected", tierName: "المميزة", shownIn: { tierName: "ar" } });
  });
});
