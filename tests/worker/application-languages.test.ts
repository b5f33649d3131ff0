// The membership journey names tiers (admin-written texts) in the reader's language, English where
// that version is missing, saying which language each name is in: the admin's list of applications,
// a member's own payments and the return page after paying, the member's card and its public check.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminApplication } from "../../worker/contract/membership-application";
import type { MembershipVerification, OwnMembershipCard } from "../../worker/contract/membership-card";
import type { OwnPayment, PaymentView } from "../../worker/contract/payments";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, postJson, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { membershipApplication } from "./membership-application";

let admin = "";
const premiumApplicant = uniqueEmail("premium-applicant");
const executiveApplicant = uniqueEmail("executive-applicant");

const application = membershipApplication;

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

describe("a member's payments, in the reader's language", () => {
  it("names the tier of each payment and of the return page's view, with English where Urdu is missing", async () => {
    const member = await signUp(uniqueEmail("payer"));
    const userId = (
      await env.DB.prepare("select id from user where email = ?")
        .bind(member.email.toLowerCase())
        .first<{ id: string }>()
    )?.id;
    const premium = crypto.randomUUID();
    const executive = crypto.randomUUID();
    await env.DB.batch(
      [
        [premium, "premium"],
        [executive, "executive"],
      ].map(([id, tier]) =>
        env.DB.prepare(
          "insert into payments (id, user_id, tier, amount_halalas, provider, status) values (?, ?, ?, 29900, 'moyasar', 'failed')",
        ).bind(id, userId, tier),
      ),
    );
    const mine = async (language: string) => {
      const response = await callApi("/api/payments", {
        headers: { Cookie: `${member.cookie}; lang=${language}` },
      });
      expect(response.status).toBe(200);
      const { payments } = (await response.json()) as { payments: OwnPayment[] };
      return Object.fromEntries(payments.map((payment) => [payment.id, payment]));
    };
    const urdu = await mine("ur");
    expect(urdu[premium]).toMatchObject({ tierName: "پریمیم", shownIn: { tierName: "ur" } });
    expect(urdu[executive]).toMatchObject({ tierName: "Executive", shownIn: { tierName: "en" } });
    const view = await callApi(`/api/payments/${premium}`, {
      headers: { Cookie: `${member.cookie}; lang=ar` },
    });
    expect(view.status).toBe(200);
    expect((await view.json()) as PaymentView).toMatchObject({
      tierName: "المميزة",
      shownIn: { tierName: "ar" },
    });
  });
});

describe("the membership card, in the reader's language", () => {
  it("names the tier on the own card and on the public check, English where Urdu is missing", async () => {
    const member = await signUp(uniqueEmail("card-holder"));
    const membershipId = `SPPC-L-${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare(
      "update members set membership_id = ?, membership_tier = 'executive', membership_valid_until = ? where user_id = (select id from user where email = ?)",
    )
      .bind(membershipId, new Date(Date.now() + 365 * 86_400_000).toISOString(), member.email.toLowerCase())
      .run();
    const read = async <T>(path: string, language: string) => {
      const response = await callApi(path, { headers: { Cookie: `${member.cookie}; lang=${language}` } });
      expect(response.status).toBe(200);
      return (await response.json()) as T;
    };
    const { card } = await read<{ card: OwnMembershipCard }>("/api/membership/card", "ar");
    expect(card).toMatchObject({ tierName: "التنفيذية", shownIn: { tierName: "ar" } });
    const check = await read<MembershipVerification>(`/api/membership/verify/${membershipId}`, "ur");
    expect(check).toMatchObject({ tierName: "Executive", shownIn: { tierName: "en" } });
  });
});
