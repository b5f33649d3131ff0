import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../worker/contract/search";
import type { TenderLookupAnswer } from "../../worker/contract/tenders";
import type { CurrentUser } from "../../worker/contract/user";
import { demoSeedStatements } from "../../worker/db/seed";
import { effectiveTier } from "../../worker/domain/membership/effective-tier";
import { signUp, uniqueEmail } from "./accounts-helpers";
import { send } from "./business-helpers";
import { callApi } from "./call-api";
import { insertJob } from "./search-fixtures";

const DAY = 86_400_000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const get = (path: string, cookie: string) => callApi(path, { headers: { Cookie: cookie } });

/** A member whose stored tier and period end are set as the payment flow leaves them. */
async function member(tier: string, validUntil: string | null) {
  const { email, cookie } = await signUp(uniqueEmail(tier));
  await env.DB.prepare(
    `update members set membership_tier = ?, membership_valid_until = ?, subscription_status = 'active'
     where user_id = (select id from user where email = ?)`,
  )
    .bind(tier, validUntil, email)
    .run();
  return { email, cookie };
}

let tenderSlug = "";
let exclusiveJob = { id: "", slug: "" };

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  const tender = await env.DB.prepare(
    "select slug from tenders where published_at is not null order by published_at desc limit 1",
  ).first<{ slug: string }>();
  tenderSlug = tender?.slug ?? "";
  exclusiveJob = await insertJob({ title: "Quorvath Exclusive Director", exclusive: true });
});

describe("effectiveTier", () => {
  const now = new Date("2026-06-01T00:00:00.000Z");
  it("is the stored tier while the period runs, Basic from the moment it ends", () => {
    expect(
      effectiveTier({ membershipTier: "premium", membershipValidUntil: "2026-06-01T00:00:00.001Z" }, now),
    ).toBe("premium");
    expect(
      effectiveTier({ membershipTier: "premium", membershipValidUntil: "2026-06-01T00:00:00.000Z" }, now),
    ).toBe("basic");
    expect(
      effectiveTier({ membershipTier: "executive", membershipValidUntil: "2025-01-01T00:00:00.000Z" }, now),
    ).toBe("basic");
  });

  it("keeps tiers without an end date, and gives visitors Basic", () => {
    expect(effectiveTier({ membershipTier: "premium", membershipValidUntil: null }, now)).toBe("premium");
    expect(effectiveTier({ membershipTier: "basic", membershipValidUntil: null }, now)).toBe("basic");
    expect(effectiveTier(null, now)).toBe("basic");
  });
});

describe("tier gates follow the period, not the stored tier", () => {
  it("tenders: a valid Premium member reads details; an expired one gets the locked teaser and 403 on documents", async () => {
    expect(tenderSlug).not.toBe("");
    const valid = await member("premium", fromNow(30));
    const expired = await member("premium", fromNow(-1));

    const open = (await (await get(`/api/tenders/${tenderSlug}`, valid.cookie)).json()) as TenderLookupAnswer;
    expect(open.locked).toBe(false);
    const locked = (await (
      await get(`/api/tenders/${tenderSlug}`, expired.cookie)
    ).json()) as TenderLookupAnswer;
    expect(locked.locked).toBe(true);
    expect(locked.tender).not.toHaveProperty("details");

    expect((await get(`/api/tenders/${tenderSlug}/documents/none`, valid.cookie)).status).toBe(404);
    expect((await get(`/api/tenders/${tenderSlug}/documents/none`, expired.cookie)).status).toBe(403);

    const lists = await Promise.all(
      [valid, expired].map(
        async (who) =>
          ((await (await get("/api/tenders", who.cookie)).json()) as { premiumAccess: boolean })
            .premiumAccess,
      ),
    );
    expect(lists).toEqual([true, false]);
  });

  it("jobs: exclusive jobs are listed and open for a valid Executive member, hidden and 403 for an expired one", async () => {
    const valid = await member("executive", fromNow(200));
    const expired = await member("executive", fromNow(-10));
    const listed = async (cookie: string) =>
      ((await (await get("/api/jobs?limit=100", cookie)).json()) as { jobs: { id: string }[] }).jobs.map(
        (job) => job.id,
      );
    expect(await listed(valid.cookie)).toContain(exclusiveJob.id);
    expect(await listed(expired.cookie)).not.toContain(exclusiveJob.id);
    expect((await get(`/api/jobs/${exclusiveJob.slug}`, valid.cookie)).status).toBe(200);
    expect((await get(`/api/jobs/${exclusiveJob.slug}`, expired.cookie)).status).toBe(403);

    const found = async (cookie: string) =>
      ((await (await get("/api/search?q=quorvath&kind=job", cookie)).json()) as SearchAnswer).groups[0]
        ?.total;
    expect(await found(valid.cookie)).toBe(1);
    expect(await found(expired.cookie)).toBe(0);
  });

  it("business listing: an expired Premium member is refused like Basic", async () => {
    const expired = await member("premium", fromNow(-1));
    const response = await send("POST", "/api/businesses", expired.cookie, {
      name: "Karachi Tailors",
      industry: "Food & Beverage",
      description: "Shalwar kameez tailoring in Jeddah's Al Balad district.",
      location: "Jeddah",
      website: "https://karachitailors.example",
      contactEmail: "hello@karachitailors.example",
      phone: "+966 50 765 4321",
      halalCertified: false,
      employees: "10-25",
      founded: 2015,
    });
    expect(response.status).toBe(403);
  });

  it("the current user shows Basic and an expired subscription once the period has ended", async () => {
    const valid = await member("premium", fromNow(30));
    const expired = await member("premium", fromNow(-1));
    const current = async (cookie: string) =>
      (await (await get("/api/auth/user", cookie)).json()) as CurrentUser;
    expect(await current(valid.cookie)).toMatchObject({
      membershipTier: "premium",
      subscriptionStatus: "active",
    });
    expect(await current(expired.cookie)).toMatchObject({
      membershipTier: "basic",
      subscriptionStatus: "expired",
    });
  });
});
