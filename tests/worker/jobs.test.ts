import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { JobDetail, JobSummary } from "../../worker/contract/jobs";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, ORIGIN, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function insertJob(
  slug: string,
  fields: { status?: string; postedDays?: number; expiresDays?: number },
) {
  await env.DB.prepare(
    `insert into jobs (id, slug, title, company, location, type, category, description, status, posted_at, expires_at)
     values (?, ?, ?, 'Hidden Co', 'Riyadh', 'Full-time', 'Technology', 'Should not be listed', ?, ?, ?)`,
  )
    .bind(
      `test-${slug}`,
      slug,
      `Hidden ${slug}`,
      fields.status ?? "approved",
      iso(fields.postedDays ?? -1),
      iso(fields.expiresDays ?? 30),
    )
    .run();
}

async function list(query = "", cookie = ""): Promise<JobSummary[]> {
  const response = await callApi(`/api/jobs${query}`, cookie ? { headers: { Cookie: cookie } } : undefined);
  expect(response.status).toBe(200);
  return ((await response.json()) as { jobs: JobSummary[] }).jobs;
}

let basicCookie = "";
let premiumCookie = "";

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  await insertJob("pending-job", { status: "pending" });
  await insertJob("rejected-job", { status: "rejected" });
  await insertJob("expired-job", { postedDays: -70, expiresDays: -1 });
  await insertJob("future-job", { postedDays: 2 });
  basicCookie = (await signUp()).cookie;
  const premium = await signUp();
  premiumCookie = premium.cookie;
  await env.DB.prepare(
    "update members set membership_tier = 'premium' where user_id = (select id from user where email = ?)",
  )
    .bind(premium.email)
    .run();
});

describe("GET /api/jobs", () => {
  it("lists approved, current, non-exclusive jobs newest first with the answer's fields", async () => {
    const jobs = await list();
    expect(jobs.length).toBe(6);
    const posted = jobs.map((job) => job.postedAt);
    expect(posted).toEqual([...posted].sort().reverse());
    expect(jobs.some((job) => job.exclusive)).toBe(false);
    expect(jobs.some((job) => job.slug.includes("-job"))).toBe(false);
    const first = jobs[0] as JobSummary;
    expect(Object.keys(first).sort()).toEqual(
      [
        "id",
        "slug",
        "title",
        "company",
        "location",
        "type",
        "category",
        "salary",
        "featured",
        "remoteOk",
        "visaSponsorship",
        "exclusive",
        "postedAt",
        "createdAt",
        "description",
      ].sort(),
    );
    expect(first.createdAt).toBe(first.postedAt);
    expect(jobs.find((job) => job.slug === "project-manager-neom")?.salary).toBeNull();
  });

  it("filters by city, category, visa and remote, alone and combined; 'all' means no filter", async () => {
    const riyadh = await list("?location=Riyadh");
    expect(riyadh.length).toBeGreaterThan(0);
    expect(riyadh.every((job) => job.location === "Riyadh")).toBe(true);
    const tech = await list("?category=Technology");
    expect(tech.every((job) => job.category === "Technology")).toBe(true);
    const both = await list("?location=Riyadh&category=Finance");
    expect(both.map((job) => job.slug)).toEqual(["financial-analyst-alrajhi"]);
    const visa = await list("?visaSponsorship=true");
    expect(visa.length).toBeGreaterThan(0);
    expect(visa.every((job) => job.visaSponsorship)).toBe(true);
    const remote = await list("?remoteOk=true");
    expect(remote.map((job) => job.slug)).toEqual(["digital-marketing-specialist"]);
    expect(await list("?location=Jeddah&remoteOk=false")).toEqual([]);
    expect((await list("?location=all&category=all&remoteOk=all")).length).toBe((await list()).length);
    expect(await list("?location=Dhahran")).toEqual([]);
  });

  it("combines 'all' with real filters: only the real ones apply", async () => {
    expect((await list("?location=Riyadh&category=all&search=analyst")).map((job) => job.slug)).toEqual([
      "financial-analyst-alrajhi",
    ]);
    const finance = await list("?location=all&category=Finance&visaSponsorship=all&remoteOk=all");
    expect(finance.map((job) => job.slug)).toEqual(["financial-analyst-alrajhi"]);
    const riyadhVisa = await list("?location=Riyadh&category=all&visaSponsorship=true&remoteOk=all");
    expect(riyadhVisa.length).toBeGreaterThan(0);
    expect(riyadhVisa.every((job) => job.location === "Riyadh" && job.visaSponsorship)).toBe(true);
  });

  it("searches title or company case-insensitively", async () => {
    expect((await list("?search=SOFTWARE")).map((job) => job.slug)).toEqual(["senior-software-engineer-stc"]);
    expect((await list("?search=jarir")).map((job) => job.slug)).toEqual(["digital-marketing-specialist"]);
    expect(await list("?search=%25")).toEqual([]);
    expect((await list("?search=analyst&location=Jeddah")).length).toBe(0);
  });

  it("honours limit (default 20, at most 100)", async () => {
    expect((await list("?limit=2")).length).toBe(2);
    expect((await callApi("/api/jobs?limit=101")).status).toBe(422);
    expect((await callApi("/api/jobs?location=Lahore")).status).toBe(422);
  });

  it("shows exclusive jobs to premium members only", async () => {
    expect((await list("", basicCookie)).some((job) => job.exclusive)).toBe(false);
    const premium = await list("", premiumCookie);
    expect(premium.filter((job) => job.exclusive).map((job) => job.slug)).toEqual([
      "mechanical-engineer-aramco",
    ]);
  });
});

describe("GET /api/jobs/:slug", () => {
  it("answers the detail with requirements", async () => {
    const response = await callApi("/api/jobs/senior-software-engineer-stc");
    expect(response.status).toBe(200);
    const { job } = (await response.json()) as { job: JobDetail };
    expect(job.title).toBe("Senior Software Engineer");
    expect(job.requirements.length).toBeGreaterThan(0);
  });

  it("is 404 for unknown, pending or expired jobs", async () => {
    for (const slug of ["no-such-job", "pending-job", "expired-job", "rejected-job"]) {
      const response = await callApi(`/api/jobs/${slug}`);
      expect(response.status, slug).toBe(404);
    }
  });

  it("is 403 with a clear message for exclusive jobs unless premium", async () => {
    const visitor = await callApi("/api/jobs/mechanical-engineer-aramco");
    expect(visitor.status).toBe(403);
    expect(((await visitor.json()) as { error: { message: string } }).error.message).toMatch(/Premium/);
    const basic = await callApi("/api/jobs/mechanical-engineer-aramco", { headers: { Cookie: basicCookie } });
    expect(basic.status).toBe(403);
    const premium = await callApi("/api/jobs/mechanical-engineer-aramco", {
      headers: { Cookie: premiumCookie },
    });
    expect(premium.status).toBe(200);
  });

  it("shows exclusive jobs to an admin on a Basic tier (admins approve and hide them)", async () => {
    const admin = await signUp();
    await makeAdmin(admin.email);
    const detail = await callApi("/api/jobs/mechanical-engineer-aramco", {
      headers: { Cookie: admin.cookie },
    });
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { job: JobDetail }).job.exclusive).toBe(true);
    const listed = await list("", admin.cookie);
    expect(listed.filter((job) => job.exclusive).map((job) => job.slug)).toEqual([
      "mechanical-engineer-aramco",
    ]);
    const saved = await callApi("/api/jobs/mechanical-engineer-aramco/save", {
      method: "PUT",
      headers: { Cookie: admin.cookie, Origin: ORIGIN },
    });
    expect(saved.status).toBe(200);
  });
});
