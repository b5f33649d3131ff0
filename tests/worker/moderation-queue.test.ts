import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ModerationQueue } from "../../worker/contract/moderation";
import { outboxFor } from "./accounts-helpers";
import { adminCookie, errorOf, member, send } from "./business-helpers";

const run = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

const setLanguage = (userId: string, language: string) =>
  run("update members set preferred_language = ? where user_id = ?", language, userId);

/** One pending item of each kind, each submitted by its own member, dated from `day` on (oldest first). */
async function seedQueue(tag: string, day: string) {
  const [uploader, poster, owner, applicant, author, reporter] = await Promise.all([
    member("basic", "Photo Uploader"),
    member("basic", "Job Poster"),
    member("basic", "Shop Owner"),
    member("basic", "Bilal Applicant"),
    member("basic", "Post Author"),
    member("basic", "Report Maker"),
  ]);
  await setLanguage(poster.userId, "ar");
  await setLanguage(author.userId, "ur");
  const at = (hour: number) => `${day}T0${hour}:00:00.000Z`;
  const ids = {
    report: `post-${tag}`,
    photo: `photo-${tag}`,
    job: `job-${tag}`,
    business: `business-${tag}`,
    application: `application-${tag}`,
  };
  // Dated so the queue order is: report, photo, job, business, application.
  await run(
    `insert into posts (id, author_user_id, content, created_at) values (?, ?, ?, ?)`,
    ids.report,
    author.userId,
    `Buy cheap followers now ${tag}`,
    at(0),
  );
  await run(
    `insert into post_reports (id, post_id, reporter_user_id, reason, created_at) values (?, ?, ?, 'Spam', ?)`,
    `report-${tag}`,
    ids.report,
    reporter.userId,
    at(1),
  );
  await run(
    `insert into event_photos (id, event_name, r2_key, content_type, size, uploader_user_id, status, caption, created_at)
     values (?, 'Eid Gathering', ?, 'image/jpeg', 10, ?, 'pending', 'Group photo', ?)`,
    ids.photo,
    `event-photos/test/${tag}.jpg`,
    uploader.userId,
    at(2),
  );
  await run(
    `insert into jobs (id, slug, title, company, location, type, category, description, how_to_apply, status, posted_by_user_id, posted_at, expires_at, created_at)
     values (?, ?, 'Site Engineer', 'Al Noor Contracting', 'Jeddah', 'Full-time', 'Engineering', 'Build things', 'careers@alnoor.example', 'pending', ?, ?, '2099-01-01T00:00:00.000Z', ?)`,
    ids.job,
    `site-engineer-${tag}`,
    poster.userId,
    at(3),
    at(3),
  );
  await run(
    `insert into businesses (id, slug, name, industry, description, location, status, owner_user_id, created_at)
     values (?, ?, 'Karachi Kitchen', 'Restaurants', 'Biryani', 'Riyadh', 'pending', ?, ?)`,
    ids.business,
    `karachi-kitchen-${tag}`,
    owner.userId,
    at(4),
  );
  await run(
    `insert into membership_applications (id, first_name, last_name, email, phone, city, profession, company, experience, membership_type, agree_terms_at, user_id, created_at)
     values (?, 'Bilal', 'Ahmed', ?, '+966500000000', 'Dammam', 'Accountant', 'Aramco', '5-10', 'premium', ?, ?, ?)`,
    ids.application,
    applicant.email,
    at(5),
    applicant.userId,
    at(5),
  );
  return { ids, uploader, poster, owner, applicant, author, reporter };
}

const queue = async (cookie: string, query = "") => {
  const response = await send("GET", `/api/admin/moderation${query}`, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as ModerationQueue;
};

const decide = (cookie: string, kind: string, id: string, decision: string, body?: unknown) =>
  send("POST", `/api/admin/moderation/${kind}/${id}/${decision}`, cookie, body);

async function auditFor(targetId: string) {
  const { results } = await env.DB.prepare(
    "select actor_name, action, target_type, before, after from audit_log where target_id = ?",
  )
    .bind(targetId)
    .all<{ actor_name: string; action: string; target_type: string; before: string; after: string }>();
  return results;
}

const status = async (table: string, id: string) =>
  (await env.DB.prepare(`select status from ${table} where id = ?`).bind(id).first<{ status: string }>())
    ?.status;

describe("the moderation queue", () => {
  it("lists one pending item of each kind, oldest first, with previews and counts per kind", async () => {
    const cookie = await adminCookie();
    const { ids } = await seedQueue("list", "2001-01-01");
    const body = await queue(cookie);
    expect(body.counts).toEqual({ photo: 1, job: 1, business: 1, application: 1, report: 1 });
    expect(body.items.map((item) => [item.kind, item.id])).toEqual([
      ["report", ids.report],
      ["photo", ids.photo],
      ["job", ids.job],
      ["business", ids.business],
      ["application", ids.application],
    ]);
    const [report, photo, job, business, application] = body.items;
    expect(report).toMatchObject({
      title: "Post Author",
      submittedBy: "Report Maker",
      submittedAt: "2001-01-01T01:00:00.000Z",
      preview: { kind: "report", excerpt: "Buy cheap followers now list", reason: "Spam", reportCount: 1 },
    });
    expect(photo).toMatchObject({
      title: "Group photo",
      submittedBy: "Photo Uploader",
      preview: { kind: "photo", imageUrl: `/api/admin/photos/${ids.photo}/file`, eventName: "Eid Gathering" },
    });
    expect(job).toMatchObject({
      title: "Site Engineer",
      submittedBy: "Job Poster",
      preview: { kind: "job", company: "Al Noor Contracting", city: "Jeddah" },
    });
    expect(business).toMatchObject({
      title: "Karachi Kitchen",
      submittedBy: "Shop Owner",
      preview: { kind: "business", category: "Restaurants", city: "Riyadh" },
    });
    expect(application).toMatchObject({
      title: "Bilal Ahmed",
      submittedBy: "Bilal Ahmed",
      preview: { kind: "application", tier: "premium", city: "Dammam", profession: "Accountant" },
    });
    expect(body.nextCursor).toBeNull();

    const jobsOnly = await queue(cookie, "?kind=job");
    expect(jobsOnly.items.map((item) => item.id)).toEqual([ids.job]);
    expect(jobsOnly.counts.photo).toBe(1);
  });

  it("pages with a cursor and refuses a cursor it did not write", async () => {
    const cookie = await adminCookie();
    const all = await queue(cookie);
    expect(all.items.length).toBeGreaterThanOrEqual(5);
    const bad = await send("GET", "/api/admin/moderation?cursor=nonsense", cookie);
    expect(bad.status).toBe(422);
    const first = all.items[0];
    if (!first) throw new Error("empty queue");
    const cursor = btoa(JSON.stringify({ at: first.submittedAt, kind: first.kind, id: first.id }));
    const rest = await queue(cookie, `?cursor=${encodeURIComponent(cursor)}`);
    expect(rest.items.map((item) => item.id)).toEqual(all.items.slice(1).map((item) => item.id));
  });

  it("rejects each kind with the reason: stored like its own section, emailed, audited", async () => {
    const cookie = await adminCookie();
    const seeded = await seedQueue("reject", "2002-01-01");
    const { ids } = seeded;
    const reasons = {
      photo: "The photo is blurry",
      job: "Salary must be stated",
      business: "No trade licence",
      application: "Phone number does not answer",
      report: "Advertising is not allowed",
    };
    for (const kind of ["photo", "job", "business", "application", "report"] as const) {
      const response = await decide(cookie, kind, ids[kind], "reject", { reason: `  ${reasons[kind]}  ` });
      expect(response.status).toBe(200);
    }
    expect(await status("event_photos", ids.photo)).toBe("rejected");
    const job = await env.DB.prepare("select status, review_note from jobs where id = ?")
      .bind(ids.job)
      .first();
    expect(job).toEqual({ status: "rejected", review_note: reasons.job });
    const business = await env.DB.prepare("select status, review_note from businesses where id = ?")
      .bind(ids.business)
      .first();
    expect(business).toEqual({ status: "rejected", review_note: reasons.business });
    const application = await env.DB.prepare(
      "select status, review_note from membership_applications where id = ?",
    )
      .bind(ids.application)
      .first();
    expect(application).toEqual({ status: "rejected", review_note: reasons.application });
    const post = await env.DB.prepare("select removed_at from posts where id = ?").bind(ids.report).first();
    expect(post?.removed_at).toBeTruthy();
    expect(await status("post_reports", "report-reject")).toBe("removed");

    const mail = async (email: string) => (await outboxFor(email)).map((message) => message.text).join("\n");
    expect(await mail(seeded.uploader.email)).toContain(reasons.photo);
    expect(await mail(seeded.poster.email)).toContain(`السبب: ${reasons.job}`);
    expect(await mail(seeded.owner.email)).toContain(reasons.business);
    expect(await mail(seeded.applicant.email)).toContain(reasons.application);
    expect(await mail(seeded.author.email)).toContain(`وجہ: ${reasons.report}`);

    for (const kind of ["photo", "job", "business", "application", "report"] as const) {
      const entries = await auditFor(ids[kind]);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor_name: "Admin Person",
        action: `moderation.${kind}.reject`,
        target_type: kind,
      });
      expect(JSON.parse(entries[0]?.before ?? "null")).toEqual({ status: "pending" });
      expect(JSON.parse(entries[0]?.after ?? "null")).toMatchObject({ reason: reasons[kind] });
    }
    const body = await queue(cookie);
    expect(body.items.map((item) => item.id)).not.toContain(ids.job);

    const again = await decide(cookie, "job", ids.job, "approve");
    expect(again.status).toBe(409);
  });

  it("approves each kind (a reported post is kept): stored like its own section, emailed, audited", async () => {
    const cookie = await adminCookie();
    const seeded = await seedQueue("approve", "2003-01-01");
    const { ids } = seeded;
    for (const kind of ["photo", "job", "business", "application", "report"] as const) {
      const response = await decide(cookie, kind, ids[kind], "approve");
      expect(response.status).toBe(200);
      const entries = await auditFor(ids[kind]);
      expect(entries.map((entry) => entry.action)).toEqual([`moderation.${kind}.approve`]);
    }
    expect(await status("event_photos", ids.photo)).toBe("approved");
    expect(await status("jobs", ids.job)).toBe("approved");
    expect(await status("businesses", ids.business)).toBe("approved");
    expect(await status("membership_applications", ids.application)).toBe("approved");
    expect(await status("post_reports", "report-approve")).toBe("dismissed");
    const post = await env.DB.prepare("select removed_at from posts where id = ?").bind(ids.report).first();
    expect(post?.removed_at).toBeNull();

    // Besides the sign-up's verify-email, each hears the outcome once; the kept post's author hears nothing.
    const decisions = async (email: string) =>
      (await outboxFor(email)).filter((message) => !["verify-email", "welcome"].includes(message.kind));
    expect((await decisions(seeded.uploader.email)).map((m) => m.kind)).toEqual(["content-reviewed"]);
    expect((await decisions(seeded.poster.email)).map((m) => m.kind)).toEqual(["job-reviewed"]);
    expect((await decisions(seeded.owner.email)).map((m) => m.kind)).toEqual(["business-reviewed"]);
    expect((await decisions(seeded.applicant.email)).map((m) => m.kind)).toEqual(["application-reviewed"]);
    expect((await decisions(seeded.reporter.email)).map((m) => m.subject)).toEqual([
      "We reviewed the post you reported",
    ]);
    expect(await decisions(seeded.author.email)).toEqual([]);
  });

  it("refuses a reject without a reason (422) and changes nothing", async () => {
    const cookie = await adminCookie();
    const { ids } = await seedQueue("noreason", "2004-01-01");
    for (const body of [undefined, {}, { reason: "  " }, { reason: "no" }, { reason: "x".repeat(501) }]) {
      const response = await decide(cookie, "job", ids.job, "reject", body);
      expect(response.status).toBe(422);
    }
    const error = await errorOf(await decide(cookie, "business", ids.business, "reject", {}));
    expect(error.code).toBe("validation_failed");
    expect(await status("jobs", ids.job)).toBe("pending");
    expect(await status("businesses", ids.business)).toBe("pending");
    expect(await auditFor(ids.job)).toEqual([]);
    expect((await decide(cookie, "job", "no-such-job", "approve")).status).toBe(404);
    expect((await decide(cookie, "poster", ids.job, "approve")).status).toBe(404);
  });

  it("is for admins only: 401 for visitors, 403 for members", async () => {
    const { cookie } = await member();
    expect((await send("GET", "/api/admin/moderation")).status).toBe(401);
    expect((await send("GET", "/api/admin/moderation", cookie)).status).toBe(403);
    expect((await decide("", "job", "x", "approve")).status).toBe(401);
    expect((await decide(cookie, "job", "x", "reject", { reason: "Not allowed" })).status).toBe(403);
  });
});
