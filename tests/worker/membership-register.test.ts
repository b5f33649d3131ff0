import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDb } from "../../worker/db/client";
import {
  ensureMembershipId,
  membershipIdFor,
  membershipIdRandom,
} from "../../worker/domain/membership/register";
import { linkIn, ORIGIN, outboxFor, postJson, signIn, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const ID = /^SPPC-\d{8}-\d{4}$/;

function payload(email: string, membershipTier = "standard") {
  return {
    fullName: "Bilal Ahmed Qureshi",
    email,
    phone: "+966501234567",
    profession: "Software Engineer",
    company: "Aramco",
    city: "Riyadh",
    membershipTier,
  };
}

async function memberByEmail(email: string) {
  return env.DB.prepare(
    `select m.user_id, m.membership_id, m.membership_tier, m.membership_since, m.membership_valid_until,
            m.phone_number, m.location
       from members m join user u on u.id = m.user_id where lower(u.email) = ?`,
  )
    .bind(email.toLowerCase())
    .all<Record<string, string | null>>();
}

afterEach(() => vi.restoreAllMocks());

describe("membership ids", () => {
  it("uses the prefix, the date in Riyadh and four digits", () => {
    // 22:30 UTC on 31 December is already 1 January in Riyadh (UTC+3).
    expect(membershipIdFor("SPPC", new Date("2025-12-31T22:30:00Z"), "0042")).toBe("SPPC-20260101-0042");
    expect(membershipIdFor("SPPC", new Date("2025-12-31T20:59:00Z"), "9999")).toBe("SPPC-20251231-9999");
    expect(membershipIdRandom.digits()).toMatch(/^\d{4}$/);
  });

  it("draws new digits when the id is already taken", async () => {
    const db = createDb(env.DB);
    const now = new Date("2026-03-01T09:00:00Z");
    const first = await signUp();
    const second = await signUp();
    const [a] = (await memberByEmail(first.email)).results;
    const [b] = (await memberByEmail(second.email)).results;
    const digits = vi.spyOn(membershipIdRandom, "digits");
    digits.mockReturnValueOnce("1234");
    expect(await ensureMembershipId(db, String(a?.user_id), "SPPC", now)).toBe("SPPC-20260301-1234");
    digits.mockReturnValueOnce("1234").mockReturnValueOnce("1234").mockReturnValueOnce("5678");
    expect(await ensureMembershipId(db, String(b?.user_id), "SPPC", now)).toBe("SPPC-20260301-5678");
    expect(digits).toHaveBeenCalledTimes(4);
  });

  it("gives up with a clear conflict after a few collisions", async () => {
    const db = createDb(env.DB);
    const now = new Date("2026-03-02T09:00:00Z");
    const first = await signUp();
    const second = await signUp();
    const [a] = (await memberByEmail(first.email)).results;
    const [b] = (await memberByEmail(second.email)).results;
    vi.spyOn(membershipIdRandom, "digits").mockReturnValue("7777");
    await ensureMembershipId(db, String(a?.user_id), "SPPC", now);
    await expect(ensureMembershipId(db, String(b?.user_id), "SPPC", now)).rejects.toMatchObject({
      code: "conflict",
    });
  });
});

describe("POST /api/membership/register", () => {
  it("creates a visitor's account with a Basic membership and emails a working set-password link", async () => {
    const email = uniqueEmail("visitor");
    const response = await postJson("/api/membership/register", payload(email.toUpperCase()));
    expect(response.status).toBe(202);
    // The number goes to the inbox: the page's answer is the same as for an address with an account.
    expect(await response.json()).toEqual({
      membershipId: null,
      tier: "basic",
      paymentRequired: false,
      next: null,
      emailed: true,
    });

    const [row] = (await memberByEmail(email)).results;
    expect(row?.membership_id).toMatch(ID);
    expect(row).toMatchObject({
      membership_tier: "basic",
      membership_valid_until: null,
      phone_number: "+966501234567",
      location: "Riyadh",
    });
    expect(row?.membership_since).toBeTruthy();

    const mail = (await outboxFor(email)).find((message) => message.kind === "reset-password");
    const follow = await callApi(linkIn(mail?.text ?? "").replace(ORIGIN, ""), { redirect: "manual" });
    const token = new URL(follow.headers.get("location") ?? "", ORIGIN).searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await postJson("/api/auth/reset-password", { token, newPassword: "Badshahi Masjid 1673" });
    expect(reset.status).toBe(200);
    expect((await signIn(email, "Badshahi Masjid 1673")).response.status).toBe(200);
  });

  it("keeps one member when the same email registers again, and answers exactly as the first time", async () => {
    const email = uniqueEmail("twice");
    const first = await postJson("/api/membership/register", payload(email));
    const again = await postJson("/api/membership/register", payload(email));
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect((await memberByEmail(email)).results).toHaveLength(1);
  });

  it("attaches to the signed-in member's account and keeps their id", async () => {
    const { email, cookie } = await signUp();
    const response = await postJson("/api/membership/register", payload("someone-else@example.com"), cookie);
    expect(response.status).toBe(200);
    const { membershipId } = (await response.json()) as { membershipId: string };
    expect(membershipId).toMatch(ID);
    const [row] = (await memberByEmail(email)).results;
    expect(row?.membership_id).toBe(membershipId);
    // Empty profile fields are filled from the registration; nothing the member set is overwritten.
    expect(row).toMatchObject({ phone_number: "+966501234567", location: "Riyadh" });
    expect((await memberByEmail("someone-else@example.com")).results).toHaveLength(0);
    const again = await postJson(
      "/api/membership/register",
      { ...payload(email, "premium"), city: "Jeddah" },
      cookie,
    );
    expect(((await again.json()) as { membershipId: string }).membershipId).toBe(membershipId);
    expect((await memberByEmail(email)).results[0]?.location).toBe("Riyadh");
  });

  it("keeps a paid tier Basic until payment and points to checkout", async () => {
    const { email, cookie } = await signUp();
    const response = await postJson("/api/membership/register", payload(email, "premium"), cookie);
    const body = (await response.json()) as { membershipId: string; next: string };
    expect(body).toMatchObject({ tier: "premium", paymentRequired: true });
    expect(body.next).toBe(`/checkout?membership_id=${body.membershipId}`);
    const [row] = (await memberByEmail(email)).results;
    expect(row?.membership_tier).toBe("basic");
    const corporateEmail = uniqueEmail("corporate");
    const corporate = await postJson("/api/membership/register", payload(corporateEmail, "corporate"));
    expect(await corporate.json()).toMatchObject({ tier: "executive", paymentRequired: true, next: null });
    // A visitor's payment link comes by email, signed, for the number only the inbox has seen.
    const link = (await outboxFor(corporateEmail)).find((message) => message.kind === "checkout-link");
    const [visitor] = (await memberByEmail(corporateEmail)).results;
    expect(linkIn(link?.text ?? "")).toContain(`membership_id=${visitor?.membership_id}`);
    expect(linkIn(link?.text ?? "")).toMatch(/tier=executive&token=\d+\.[\w-]+$/);
  });

  it("answers a visitor the same for an address with an account, and mails its owner instead", async () => {
    const { email } = await signUp();
    const fresh = await postJson("/api/membership/register", payload(uniqueEmail("fresh")));
    const response = await postJson("/api/membership/register", payload(email.toUpperCase()));
    expect(response.status).toBe(fresh.status);
    expect(await response.json()).toEqual(await fresh.json());
    const [row] = (await memberByEmail(email)).results;
    expect(row?.membership_id).toBeNull();
    const mails = (await outboxFor(email)).filter((message) => message.kind === "account-exists");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Someone tried to register with your email");
    expect(mails[0]?.text).toContain(`${ORIGIN}/login`);
  });

  it("mails an address's owner at most three times in 15 minutes, and answers the same past the limit", async () => {
    const { email } = await signUp();
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await postJson("/api/membership/register", payload(email));
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect((await outboxFor(email)).filter((message) => message.kind === "account-exists")).toHaveLength(3);
  });

  it("rejects missing fields and unknown tiers with field messages", async () => {
    const response = await postJson("/api/membership/register", {
      ...payload("not-an-email"),
      fullName: " ",
      membershipTier: "gold",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { details: Record<string, string[]> } };
    expect(body.error.details.email).toEqual(["Valid email is required"]);
    expect(body.error.details.fullName).toEqual(["Full name is required"]);
    expect(body.error.details.membershipTier).toBeTruthy();
  });

  it("takes a city and a profession only from the form's lists (422 validation_failed otherwise)", async () => {
    const response = await postJson("/api/membership/register", {
      ...payload(uniqueEmail("lists")),
      city: "Atlantis",
      profession: "Astronaut",
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; details: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details).toEqual({
      city: ["City is required"],
      profession: ["Profession is required"],
    });
    // Not sent, or not text: the same message.
    const { city: _, ...noCity } = payload(uniqueEmail("lists"));
    const missing = await postJson("/api/membership/register", { ...noCity, profession: 42 });
    const answer = (await missing.json()) as { error: { details: Record<string, string[]> } };
    expect(answer.error.details).toEqual({
      city: ["City is required"],
      profession: ["Profession is required"],
    });
  });
});
