// Member-posted jobs through review (pending, approved, rejected, hidden, expired), the admin API,
// and saved jobs stored per member.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { applyChannelOf } from "../../worker/contract/contact-channels";
import type { AdminJob, JobPostInput, JobSummary, MyJob } from "../../worker/contract/jobs";
import { demoSeedStatements } from "../../worker/db/seed";
import { demoJobs } from "../../worker/db/seed/jobs";
import { makeAdmin, ORIGIN, outboxFor, postJson, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";

const DAY = 86_400_000;

function send(method: string, path: string, cookie = "", body?: unknown): Promise<Response> {
  return callApi(path, {
    method,
    headers: {
      Origin: ORIGIN,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const validJob = (title = "Site Engineer"): JobPostInput => ({
  title,
  company: "Lahore Builders KSA",
  location: "Jeddah",
  type: "Full-time",
  category: "Engineering",
  salary: "",
  description: "Supervise residential construction sites and coordinate subcontractors on schedule.",
  requirements: ["B.Sc. Civil Engineering", "Saudi Council of Engineers membership"],
  howToApply: "Email your CV to jobs@lahore-builders.example",
  remoteOk: false,
  visaSponsorship: true,
});

const publicSlugs = async (query = "", cookie = "") =>
  (await json<{ jobs: JobSummary[] }>(await send("GET", `/api/jobs${query}`, cookie))).jobs.map(
    (job) => job.slug,
  );

async function post(cookie: string, title?: string): Promise<MyJob> {
  return (await json<{ job: MyJob }>(await postJson("/api/jobs", validJob(title), cookie), 201)).job;
}

const approve = async (id: string) =>
  (await json<{ job: AdminJob }>(await send("POST", `/api/admin/jobs/${id}/approve`, admin.cookie))).job;

let poster: { email: string; cookie: string };
let other: { email: string; cookie: string };
let admin: { email: string; cookie: string };

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  poster = await signUp();
  other = await signUp();
  admin = await signUp();
  await makeAdmin(admin.email);
});

describe("POST /api/jobs", () => {
  it("is for signed-in members only", async () => {
    const response = await postJson("/api/jobs", validJob());
    expect(response.status).toBe(401);
  });

  it("names every field that is wrong", async () => {
    const bad = { ...validJob(), title: "x", location: "Lahore", description: "Too short", howToApply: "" };
    const body = await json<{ error: { code: string; details: Record<string, string[]> } }>(
      await postJson("/api/jobs", bad, poster.cookie),
      422,
    );
    expect(body.error.code).toBe("validation_failed");
    expect(Object.keys(body.error.details).sort()).toEqual([
      "description",
      "howToApply",
      "location",
      "title",
    ]);
    const notJson = await callApi("/api/jobs", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: poster.cookie },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });

  it("needs a way to apply: an email address, an https link or a phone number", async () => {
    for (const howToApply of ["Send us your CV please", "Apply at http://plain.example/jobs"]) {
      const body = await json<{ error: { details: Record<string, string[]> } }>(
        await postJson("/api/jobs", { ...validJob(), howToApply }, poster.cookie),
        422,
      );
      expect(body.error.details).toEqual({
        howToApply: ["Add an email address, an https:// link or a phone number to apply"],
      });
    }
    for (const howToApply of [
      "Apply at https://careers.example.sa/site-engineer",
      "Call 050 123 4567 after 4 pm",
      "WhatsApp +92 300 1234567",
    ]) {
      const response = await postJson("/api/jobs", { ...validJob(), howToApply }, poster.cookie);
      expect(response.status).toBe(201);
    }
  });

  it("cannot be approved without a way to apply, until an admin adds one", async () => {
    const job = await post(poster.cookie, "Legacy Post Without Contact");
    // A post from before the rule: its text names no way to apply.
    await env.DB.prepare("update jobs set how_to_apply = 'Ask at the front desk' where id = ?")
      .bind(job.id)
      .run();
    const refused = await send("POST", `/api/admin/jobs/${job.id}/approve`, admin.cookie);
    const body = await json<{ error: { details: Record<string, string[]> } }>(refused, 422);
    expect(body.error.details.howToApply).toEqual([
      "Add an email address, an https:// link or a phone number to apply",
    ]);
    expect(await publicSlugs()).not.toContain(job.slug);

    await env.DB.prepare("update jobs set how_to_apply = 'Email hr@front-desk.example' where id = ?")
      .bind(job.id)
      .run();
    expect((await approve(job.id)).status).toBe("approved");
  });

  it("every demo job says how to apply, with an email, link or phone the Apply button opens", () => {
    const jobs = demoJobs(new Date());
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    const kinds = jobs.map((job) => applyChannelOf(job.howToApply)?.kind);
    expect(kinds.every(Boolean)).toBe(true);
    expect(new Set(kinds)).toEqual(new Set(["email", "link", "phone"]));
  });

  it("stores the job pending, invisible until approved, and lists it as the poster's own", async () => {
    const job = await post(poster.cookie, "Pending Structural Engineer");
    expect(job).toMatchObject({ status: "pending", salary: null, expired: false, visaSponsorship: true });
    const stored = await env.DB.prepare("select status, posted_by_user_id from jobs where id = ?")
      .bind(job.id)
      .first<{ status: string; posted_by_user_id: string }>();
    expect(stored?.status).toBe("pending");
    expect(stored?.posted_by_user_id).toBeTruthy();

    expect(await publicSlugs()).not.toContain(job.slug);
    expect(await publicSlugs("?search=structural")).toEqual([]);
    expect((await send("GET", `/api/jobs/${job.slug}`)).status).toBe(404);

    const mine = (await json<{ jobs: MyJob[] }>(await send("GET", "/api/jobs/mine", poster.cookie))).jobs;
    expect(mine.map((mineJob) => [mineJob.slug, mineJob.status])).toContainEqual([job.slug, "pending"]);
    const theirs = (await json<{ jobs: MyJob[] }>(await send("GET", "/api/jobs/mine", other.cookie))).jobs;
    expect(theirs).toEqual([]);
    expect((await send("GET", "/api/jobs/mine")).status).toBe(401);
  });
});

describe("admin review", () => {
  it("is for admins only: 401 for visitors, 403 for members", async () => {
    const job = await post(poster.cookie);
    for (const [cookie, status] of [
      ["", 401],
      [poster.cookie, 403],
    ] as const) {
      expect((await send("GET", "/api/admin/jobs", cookie)).status).toBe(status);
      expect((await send("POST", `/api/admin/jobs/${job.id}/approve`, cookie)).status).toBe(status);
      expect((await send("DELETE", `/api/admin/jobs/${job.id}`, cookie)).status).toBe(status);
    }
    const stored = await env.DB.prepare("select status from jobs where id = ?").bind(job.id).first();
    expect(stored?.status).toBe("pending");
  });

  it("lists pending jobs first and filters by status", async () => {
    const job = await post(poster.cookie, "Queue Check Engineer");
    const all = (await json<{ jobs: AdminJob[] }>(await send("GET", "/api/admin/jobs", admin.cookie))).jobs;
    const firstOther = all.findIndex((row) => row.status !== "pending");
    const lastPending = all.map((row) => row.status).lastIndexOf("pending");
    expect(lastPending).toBeLessThan(firstOther);
    expect(all.find((row) => row.id === job.id)?.poster).toEqual({
      name: "Ayesha Khan",
      email: poster.email,
    });
    const pending = (
      await json<{ jobs: AdminJob[] }>(await send("GET", "/api/admin/jobs?status=pending", admin.cookie))
    ).jobs;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((row) => row.status === "pending")).toBe(true);
    expect((await send("GET", "/api/admin/jobs?status=lost", admin.cookie)).status).toBe(422);
  });

  it("approve lists the job for 30 days from now and emails the poster", async () => {
    const job = await post(poster.cookie, "Approved Quantity Surveyor");
    const before = Date.now();
    const approved = await approve(job.id);
    expect(approved.status).toBe("approved");
    expect(Date.parse(approved.postedAt)).toBeGreaterThanOrEqual(before - 1000);
    const lifetime = Date.parse(approved.expiresAt) - Date.parse(approved.postedAt);
    expect(Math.abs(lifetime - 30 * DAY)).toBeLessThan(1000);
    expect(await publicSlugs("?location=Jeddah&category=Engineering")).toContain(job.slug);
    expect((await send("GET", `/api/jobs/${job.slug}`)).status).toBe(200);

    const mail = (await outboxFor(poster.email)).filter((message) => message.kind === "job-reviewed").at(-1);
    expect(mail?.subject).toBe('Your job "Approved Quantity Surveyor" is live');
    expect(mail?.text).toContain(`${ORIGIN}/jobs/${job.slug}`);
  });

  it("approve keeps an expiry that is already later", async () => {
    const job = await post(poster.cookie, "Long Running Role");
    const later = new Date(Date.now() + 90 * DAY).toISOString();
    await env.DB.prepare("update jobs set expires_at = ? where id = ?").bind(later, job.id).run();
    expect((await approve(job.id)).expiresAt).toBe(later);
  });

  it("reject needs a reason and emails it in the poster's language", async () => {
    const urdu = await signUp();
    await env.DB.prepare(
      "update members set preferred_language = 'ur' where user_id = (select id from user where email = ?)",
    )
      .bind(urdu.email)
      .run();
    const job = await post(urdu.cookie, "Rejected Foreman");
    const noReason = await send("POST", `/api/admin/jobs/${job.id}/reject`, admin.cookie, { reason: " " });
    expect(noReason.status).toBe(422);

    const rejected = await json<{ job: AdminJob }>(
      await send("POST", `/api/admin/jobs/${job.id}/reject`, admin.cookie, {
        reason: "Please add the salary range & the visa details.",
      }),
    );
    expect(rejected.job).toMatchObject({
      status: "rejected",
      reviewNote: "Please add the salary range & the visa details.",
    });
    expect(await publicSlugs()).not.toContain(job.slug);
    const [mail] = await outboxFor(urdu.email).then((all) => all.filter((m) => m.kind === "job-reviewed"));
    expect(mail?.subject).toBe('آپ کی ملازمت "Rejected Foreman" منظور نہیں ہوئی');
    expect(mail?.text).toContain("Please add the salary range & the visa details.");
    expect(mail?.html).toContain("&#38; the visa details");
    expect(mail?.html).toContain('dir="rtl"');

    const mine = (await json<{ jobs: MyJob[] }>(await send("GET", "/api/jobs/mine", urdu.cookie))).jobs;
    expect(mine[0]).toMatchObject({
      status: "rejected",
      reviewNote: "Please add the salary range & the visa details.",
    });
  });

  it("hide takes an approved job off the list and tells the poster why", async () => {
    const job = await post(poster.cookie, "Hidden Electrician");
    await approve(job.id);
    expect(await publicSlugs()).toContain(job.slug);
    const hidden = await json<{ job: AdminJob }>(
      await send("POST", `/api/admin/jobs/${job.id}/hide`, admin.cookie, {
        reason: "The position was filled.",
      }),
    );
    expect(hidden.job.status).toBe("hidden");
    expect(await publicSlugs()).not.toContain(job.slug);
    const mail = (await outboxFor(poster.email)).at(-1);
    expect(mail?.subject).toBe('Your job "Hidden Electrician" was hidden');
    expect(mail?.text).toContain("The position was filled.");
  });

  it("an expired job is hidden from the public and marked expired for the admin and the poster", async () => {
    const job = await post(poster.cookie, "Expired Surveyor");
    await approve(job.id);
    await env.DB.prepare("update jobs set expires_at = ? where id = ?")
      .bind(new Date(Date.now() - DAY).toISOString(), job.id)
      .run();
    expect(await publicSlugs()).not.toContain(job.slug);
    expect((await send("GET", `/api/jobs/${job.slug}`)).status).toBe(404);
    const all = (await json<{ jobs: AdminJob[] }>(await send("GET", "/api/admin/jobs", admin.cookie))).jobs;
    expect(all.find((row) => row.id === job.id)).toMatchObject({ status: "approved", expired: true });
    const mine = (await json<{ jobs: MyJob[] }>(await send("GET", "/api/jobs/mine", poster.cookie))).jobs;
    expect(mine.find((row) => row.id === job.id)?.expired).toBe(true);
  });

  it("admins create (live at once), edit and delete jobs", async () => {
    const created = await json<{ job: AdminJob }>(
      await send("POST", "/api/admin/jobs", admin.cookie, {
        ...validJob("Admin Posted Analyst"),
        featured: true,
      }),
      201,
    );
    expect(created.job).toMatchObject({ status: "approved", featured: true, exclusive: false, poster: null });
    expect(await publicSlugs("?search=admin posted")).toEqual([created.job.slug]);

    const invalid = await send("PUT", `/api/admin/jobs/${created.job.id}`, admin.cookie, { title: "" });
    expect(invalid.status).toBe(422);
    const edited = await json<{ job: AdminJob }>(
      await send("PUT", `/api/admin/jobs/${created.job.id}`, admin.cookie, {
        ...validJob("Admin Posted Analyst II"),
        exclusive: true,
      }),
    );
    expect(edited.job).toMatchObject({ title: "Admin Posted Analyst II", exclusive: true, featured: false });
    expect(await publicSlugs("?search=admin posted")).toEqual([]);

    expect((await send("DELETE", `/api/admin/jobs/${created.job.id}`, admin.cookie)).status).toBe(200);
    expect((await send("DELETE", `/api/admin/jobs/${created.job.id}`, admin.cookie)).status).toBe(404);
    expect((await send("POST", `/api/admin/jobs/${created.job.id}/approve`, admin.cookie)).status).toBe(404);
  });
});

describe("saved jobs", () => {
  const saved = async (cookie: string) =>
    (await json<{ jobs: JobSummary[] }>(await send("GET", "/api/jobs/saved", cookie))).jobs.map(
      (job) => job.slug,
    );

  it("is for signed-in members", async () => {
    expect((await send("GET", "/api/jobs/saved")).status).toBe(401);
    expect((await send("PUT", "/api/jobs/financial-analyst-alrajhi/save")).status).toBe(401);
  });

  it("saves and unsaves idempotently, per member", async () => {
    const member = await signUp();
    const path = "/api/jobs/financial-analyst-alrajhi/save";
    expect((await send("PUT", path, member.cookie)).status).toBe(200);
    expect((await send("PUT", path, member.cookie)).status).toBe(200);
    expect(await saved(member.cookie)).toEqual(["financial-analyst-alrajhi"]);
    const rows = await env.DB.prepare(
      "select count(*) as n from saved_jobs where user_id = (select id from user where email = ?)",
    )
      .bind(member.email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    expect(await saved(other.cookie)).toEqual([]);

    expect((await send("DELETE", path, member.cookie)).status).toBe(200);
    expect((await send("DELETE", path, member.cookie)).status).toBe(200);
    expect(await saved(member.cookie)).toEqual([]);
  });

  it("refuses unknown and exclusive jobs", async () => {
    expect((await send("PUT", "/api/jobs/no-such-job/save", other.cookie)).status).toBe(404);
    expect((await send("PUT", "/api/jobs/mechanical-engineer-aramco/save", other.cookie)).status).toBe(403);
  });

  it("leaves out saved jobs that are no longer visible, and shows them again if they return", async () => {
    const member = await signUp();
    const job = await post(poster.cookie, "Saved Then Hidden");
    await approve(job.id);
    await send("PUT", `/api/jobs/${job.slug}/save`, member.cookie);
    await send("PUT", "/api/jobs/senior-software-engineer-stc/save", member.cookie);
    expect((await saved(member.cookie)).sort()).toEqual([job.slug, "senior-software-engineer-stc"].sort());

    await send("POST", `/api/admin/jobs/${job.id}/hide`, admin.cookie, { reason: "Duplicate" });
    expect(await saved(member.cookie)).toEqual(["senior-software-engineer-stc"]);
    await approve(job.id);
    expect((await saved(member.cookie)).sort()).toEqual([job.slug, "senior-software-engineer-stc"].sort());
    await env.DB.prepare("update jobs set expires_at = ? where id = ?")
      .bind(new Date(Date.now() - DAY).toISOString(), job.id)
      .run();
    expect(await saved(member.cookie)).toEqual(["senior-software-engineer-stc"]);
  });

  it("merges a visitor's locally saved ids once signed in, skipping unknown and invisible ones", async () => {
    const member = await signUp();
    const pending = await post(poster.cookie, "Still Pending Role");
    const response = await postJson(
      "/api/jobs/saved",
      {
        jobIds: [
          "seed-job-financial-analyst-alrajhi",
          "no-such-id",
          pending.id,
          "seed-job-mechanical-engineer-aramco",
        ],
      },
      member.cookie,
    );
    const merged = await json<{ jobs: JobSummary[] }>(response);
    expect(merged.jobs.map((job) => job.slug)).toEqual(["financial-analyst-alrajhi"]);
    // Merging again changes nothing.
    await postJson("/api/jobs/saved", { jobIds: ["seed-job-financial-analyst-alrajhi"] }, member.cookie);
    expect(await saved(member.cookie)).toEqual(["financial-analyst-alrajhi"]);
    expect((await postJson("/api/jobs/saved", { jobIds: "x" }, member.cookie)).status).toBe(422);
  });
});
