import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { makeAdmin, ORIGIN, outboxFor, postJson, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import { membershipApplication } from "./membership-application";

function application(email: string) {
  return {
    ...membershipApplication(email),
    agreeMarketing: true,
  };
}

async function storedFor(email: string) {
  return env.DB.prepare("select * from membership_applications where email = ?")
    .bind(email)
    .all<Record<string, unknown>>();
}

describe("POST /api/membership/applications", () => {
  it("answers each rule with the spec's message", async () => {
    const response = await postJson("/api/membership/applications", {
      firstName: "S",
      lastName: "",
      email: "nope",
      phone: "12345",
      city: "",
      profession: "A",
      company: "",
      experience: "",
      membershipType: "",
      agreeTerms: false,
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { details: Record<string, string[]> } };
    expect(error.details).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      email: ["Valid email is required"],
      phone: ["Valid phone number is required"],
      city: ["City is required"],
      profession: ["Profession is required"],
      company: ["Company is required"],
      experience: ["Experience level is required"],
      membershipType: ["Membership type is required"],
      agreeTerms: ["You must agree to terms"],
    });
  });

  it("takes city, profession, experience and membership type only from the form's lists", async () => {
    const response = await postJson("/api/membership/applications", {
      ...application(uniqueEmail("lists")),
      city: "Atlantis", // no city of worker/contract/cities.ts
      profession: "Astronaut",
      experience: "0-1", // onboarding's years, not the application's levels
      membershipType: "business",
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as {
      error: { code: string; details: Record<string, string[]> };
    };
    expect(error.code).toBe("validation_failed");
    expect(error.details).toEqual({
      city: ["Choose a city from the list"],
      profession: ["Profession is required"],
      experience: ["Experience level is required"],
      membershipType: ["Membership type is required"],
    });
  });

  it("stores a visitor's application with the email lower-cased and sends a confirmation", async () => {
    const email = uniqueEmail("applicant");
    const response = await postJson("/api/membership/applications", application(email.toUpperCase()));
    expect(response.status).toBe(201);
    const { results } = await storedFor(email);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      first_name: "Sana",
      // Sent as "Riyadh": stored as the city list's id.
      city: "riyadh",
      company: "Almarai",
      experience: "mid",
      membership_type: "premium",
      status: "pending",
      user_id: null,
      agree_marketing: 1,
    });
    expect(results[0]?.agree_terms_at).toBeTruthy();
    const [mail] = await outboxFor(email);
    expect(mail).toMatchObject({
      kind: "contact-confirmation",
      subject: "Membership Application Submitted!",
    });
    expect(mail?.text).toContain(`${ORIGIN}/membership-card`);
  });

  it("links the application to the signed-in account, or to the account that has the email", async () => {
    const signedIn = await signUp();
    await postJson("/api/membership/applications", application(uniqueEmail("other")), signedIn.cookie);
    const { results: mine } = await env.DB.prepare(
      "select a.id from membership_applications a join user u on u.id = a.user_id where u.email = ?",
    )
      .bind(signedIn.email)
      .all();
    expect(mine).toHaveLength(1);

    const owner = await signUp();
    await postJson("/api/membership/applications", application(owner.email));
    const [row] = (await storedFor(owner.email)).results;
    expect(row?.user_id).toBeTruthy();
  });
});

describe("/api/admin/applications", () => {
  it("is for administrators only", async () => {
    expect((await callApi("/api/admin/applications")).status).toBe(401);
    const { cookie } = await signUp();
    expect((await callApi("/api/admin/applications", { headers: { Cookie: cookie } })).status).toBe(403);
  });

  it("lists applications and approves or rejects them with a reason", async () => {
    const admin = await signUp();
    await makeAdmin(admin.email);
    const email = uniqueEmail("review");
    await postJson("/api/membership/applications", application(email));
    const list = await callApi("/api/admin/applications", { headers: { Cookie: admin.cookie } });
    const { applications } = (await list.json()) as { applications: { id: string; email: string }[] };
    const target = applications.find((row) => row.email === email);
    expect(target).toBeTruthy();

    const noReason = await postJson(
      `/api/admin/applications/${target?.id}/review`,
      { status: "rejected" },
      admin.cookie,
    );
    expect(noReason.status).toBe(422);
    const rejected = await postJson(
      `/api/admin/applications/${target?.id}/review`,
      { status: "rejected", reason: "Please apply with your work email" },
      admin.cookie,
    );
    expect(rejected.status).toBe(200);
    expect((await storedFor(email)).results[0]).toMatchObject({
      status: "rejected",
      review_note: "Please apply with your work email",
    });
    // The applicant is told, with the reason the admin typed (the reason box promises it).
    const rejection = (await outboxFor(email)).find((mail) => mail.kind === "application-reviewed");
    expect(rejection?.text).toContain("Please apply with your work email");
    const approved = await postJson(
      `/api/admin/applications/${target?.id}/review`,
      { status: "approved" },
      admin.cookie,
    );
    expect(((await approved.json()) as { application: { status: string } }).application.status).toBe(
      "approved",
    );
    const outcomes = (await outboxFor(email)).filter((mail) => mail.kind === "application-reviewed");
    expect(outcomes.some((mail) => mail.text.includes("/membership"))).toBe(true);
    const missing = await postJson(
      "/api/admin/applications/nope/review",
      { status: "approved" },
      admin.cookie,
    );
    expect(missing.status).toBe(404);
  });
});
