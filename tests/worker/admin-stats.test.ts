import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboard } from "../../worker/contract/admin-dashboard";
import { makeAdmin, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const uuid = () => crypto.randomUUID();

let adminCookie = "";
const people: Record<string, { id: string; email: string }> = {};

async function userId(email: string) {
  const row = await env.DB.prepare("select id from user where email = ?").bind(email).first<{ id: string }>();
  return row?.id ?? "";
}

/** Storage is per test file, so these are all the members there are. */
async function member(
  key: string,
  name: string,
  fields: { lastActiveDays: number | null; suspended?: boolean; completed: boolean; joinedDays: number },
) {
  const account = await signUp(uniqueEmail(key), name);
  const id = await userId(account.email);
  await env.DB.prepare(
    `update members set last_active_at = ?, account_status = ?, profile_completed = ?, created_at = ?,
            membership_tier = ? where user_id = ?`,
  )
    .bind(
      fields.lastActiveDays === null ? null : ago(fields.lastActiveDays),
      fields.suspended ? "suspended" : "active",
      fields.completed ? 1 : 0,
      ago(fields.joinedDays),
      key === "premium" ? "premium" : "basic",
      id,
    )
    .run();
  people[key] = { id, email: account.email };
  return account;
}

beforeAll(async () => {
  const admin = await member("admin", "Farah Admin", { lastActiveDays: 0, completed: true, joinedDays: 400 });
  await makeAdmin(admin.email);
  adminCookie = admin.cookie;
  await member("premium", "Ayesha Khan", { lastActiveDays: 3, completed: true, joinedDays: 1 });
  await member("suspended", "Bilal Qureshi", {
    lastActiveDays: 1,
    suspended: true,
    completed: true,
    joinedDays: 2,
  });
  await member("dormant", "Sana Malik", { lastActiveDays: 91, completed: false, joinedDays: 200 });
  await member("imported", "Imran Siddiqui", { lastActiveDays: null, completed: false, joinedDays: 3 });
  await env.DB.batch([
    env.DB.prepare("insert into welcome_emails (user_id, sent_at) values (?, ?)").bind(
      people.imported?.id,
      ago(1),
    ),
    env.DB.prepare("insert into welcome_emails (user_id) values (?)").bind(people.dormant?.id),
  ]);

  // Two events ahead (one with RSVPs in every state), one past.
  const soon = uuid();
  const insertEvent = (id: string, slug: string, name: string, startsInDays: number) =>
    env.DB.prepare(
      `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity)
       values (?, ?, ?, 'riyadh', 'networking', 'd', 'v', 'a', ?, ?, 40)`,
    ).bind(id, slug, name, ago(-startsInDays), ago(-startsInDays - 0.1));
  const rsvp = (status: string) =>
    env.DB.prepare(
      `insert into rsvps (id, event_id, name, email, phone, profession, company, status, queued_at, ticket_code, cancel_token)
       values (?, ?, 'Guest', ?, '+966500000000', 'Engineer', 'Aramco', ?, ?, ?, ?)`,
    ).bind(uuid(), soon, uniqueEmail("guest"), status, Date.now(), uuid(), uuid());
  await env.DB.batch([
    insertEvent(soon, "riyadh-networking-night", "Riyadh Networking Night", 5),
    insertEvent(uuid(), "jeddah-careers-fair", "Jeddah Careers Fair", 30),
    insertEvent(uuid(), "past-meetup", "Past Meetup", -10),
    rsvp("confirmed"),
    rsvp("confirmed"),
    rsvp("confirmed"),
    rsvp("waitlisted"),
    rsvp("cancelled"),
  ]);

  // Pending moderation: one waiting item per section, next to already decided ones.
  const author = people.premium?.id;
  const post = uuid();
  const job = (status: string) =>
    env.DB.prepare(
      `insert into jobs (id, slug, title, company, location, type, category, description, posted_at, expires_at, status)
       values (?, ?, 'Engineer', 'Aramco', 'Dhahran', 'Full-time', 'Technology', 'd', ?, ?, ?)`,
    ).bind(uuid(), uuid(), ago(1), ago(-30), status);
  const business = (status: string) =>
    env.DB.prepare(
      "insert into businesses (id, slug, name, industry, description, location, status) values (?, ?, 'Karachi Foods', 'Food', 'd', 'Riyadh', ?)",
    ).bind(uuid(), uuid(), status);
  const photo = (status: string) =>
    env.DB.prepare(
      "insert into event_photos (id, event_name, r2_key, content_type, size, status) values (?, 'Gala', ?, 'image/jpeg', 10, ?)",
    ).bind(uuid(), uuid(), status);
  const application = (status: string) =>
    env.DB.prepare(
      `insert into membership_applications (id, first_name, last_name, email, phone, city, profession, experience,
         membership_type, agree_terms_at, status)
       values (?, 'Zara', 'Ahmed', ?, '+966500000001', 'Riyadh', 'Doctor', '5', 'basic', ?, ?)`,
    ).bind(uuid(), uniqueEmail("applicant"), ago(1), status);
  await env.DB.batch([
    job("pending"),
    job("pending"),
    job("approved"),
    business("pending"),
    business("rejected"),
    photo("pending"),
    photo("pending"),
    photo("pending"),
    photo("approved"),
    application("pending"),
    application("approved"),
    env.DB.prepare("insert into posts (id, author_user_id, content) values (?, ?, 'Hello')").bind(
      post,
      author,
    ),
    env.DB.prepare(
      "insert into post_reports (id, post_id, reporter_user_id, reason) values (?, ?, ?, 'spam')",
    ).bind(uuid(), post, people.dormant?.id),
    env.DB.prepare(
      "insert into post_reports (id, post_id, reporter_user_id, reason, status) values (?, ?, ?, 'spam', 'dismissed')",
    ).bind(uuid(), post, people.imported?.id),
  ]);
});

async function stats(cookie = adminCookie) {
  return callApi("/api/admin/stats", { headers: cookie ? { Cookie: cookie } : {} });
}

describe("GET /api/admin/stats", () => {
  it("counts members, active members, pending profiles and real welcome-email sends", async () => {
    const response = await stats();
    expect(response.status).toBe(200);
    const body = (await response.json()) as AdminDashboard;
    expect({
      totalMembers: body.totalMembers,
      activeMembers: body.activeMembers,
      pendingProfiles: body.pendingProfiles,
      emailsSent: body.emailsSent,
    }).toEqual({
      totalMembers: 5,
      // admin (today) and premium (3 days ago); suspended, 91 days ago and never do not count.
      activeMembers: 2,
      pendingProfiles: 2,
      // The queued-but-unsent row does not count.
      emailsSent: 1,
    });
  });

  it("lists the newest sign-ups first with name, email, joined date and tier", async () => {
    const body = (await (await stats()).json()) as AdminDashboard;
    expect(body.recentSignups.map((row) => row.name)).toEqual([
      "Ayesha Khan",
      "Bilal Qureshi",
      "Imran Siddiqui",
      "Sana Malik",
      "Farah Admin",
    ]);
    expect(body.recentSignups[0]).toMatchObject({ email: people.premium?.email, tier: "premium" });
    expect(Date.parse(body.recentSignups[0]?.joined ?? "")).toBeGreaterThan(Date.now() - 2 * DAY_MS);
  });

  it("lists upcoming events in date order with confirmed, capacity and waitlisted", async () => {
    const body = (await (await stats()).json()) as AdminDashboard;
    expect(
      body.upcomingEvents.map(({ name, confirmed, capacity, waitlisted }) => ({
        name,
        confirmed,
        capacity,
        waitlisted,
      })),
    ).toEqual([
      { name: "Riyadh Networking Night", confirmed: 3, capacity: 40, waitlisted: 1 },
      { name: "Jeddah Careers Fair", confirmed: 0, capacity: 40, waitlisted: 0 },
    ]);
  });

  it("counts what waits for moderation in each section", async () => {
    const body = (await (await stats()).json()) as AdminDashboard;
    expect(body.pendingModeration).toEqual({
      photos: 3,
      jobs: 2,
      businesses: 1,
      applications: 1,
      reports: 1,
    });
  });

  it("answers 401 to visitors and 403 to members", async () => {
    expect((await stats("")).status).toBe(401);
    const someone = await signUp(uniqueEmail("someone"), "Usman Tariq");
    const forbidden = await stats(someone.cookie);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: { code: string } }).error.code).toBe("forbidden");
  });
});
