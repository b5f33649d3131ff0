import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminMentor, AdminProgram } from "../../worker/contract/admin-mentorship";
import type {
  IncomingRequests,
  MentorSummary,
  MentorshipProgram,
  MentorshipRequestView,
} from "../../worker/contract/mentorship";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, outboxFor, postJson, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const get = (path: string, cookie = "") =>
  callApi(path, cookie ? { headers: { Cookie: cookie } } : undefined);
type Account = { email: string; cookie: string };
const account = async (name: string, label: string): Promise<Account> => {
  const { email, cookie } = await signUp(uniqueEmail(label), name);
  return { email, cookie };
};

let mentee: Account;
let otherMember: Account;
let admin: Account;
let mentorAccount: Account;
/** A mentor row linked to mentorAccount, with no email of its own (mail goes to the account). */
const linkedSlug = `test-mentor-${crypto.randomUUID().slice(0, 6)}`;

async function book(cookie: string, body: Record<string, unknown>) {
  return postJson("/api/mentorship/requests", body, cookie);
}

async function bookOk(cookie: string, mentorSlug: string, topic = "Moving into engineering management") {
  const response = await book(cookie, {
    mentorSlug,
    topic,
    message: "I lead a team of five in Riyadh and would like advice on the next step.",
    preferredDate: dateIn(7),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { request: MentorshipRequestView }).request;
}

const setStatus = (cookie: string, id: string, status: string, note?: string) =>
  postJson(`/api/mentorship/requests/${id}/status`, { status, note }, cookie);

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  mentee = await account("Bilal Ahmed", "mentee");
  otherMember = await account("Other Member", "other");
  admin = await account("Admin Person", "admin");
  await makeAdmin(admin.email);
  mentorAccount = await account("Nadia Mentor", "mentor");
  await env.DB.prepare(
    `insert into mentors (id, slug, name, title, company, expertise, experience, rating, sessions, user_id)
     values (?, ?, 'Nadia Mentor', 'Engineering Manager', 'Aramco', '["Leadership"]', '12 years', 4.7, 10,
       (select id from user where email = ?))`,
  )
    .bind(crypto.randomUUID(), linkedSlug, mentorAccount.email)
    .run();
  // The mentee reads Urdu: their confirmation comes in Urdu.
  await env.DB.prepare(
    "update members set preferred_language = 'ur' where user_id = (select id from user where email = ?)",
  )
    .bind(mentee.email)
    .run();
});

describe("/api/mentorship for visitors", () => {
  it("answers 401 on every route", async () => {
    for (const path of ["/mentors", "/programs", "/requests/mine", "/requests/incoming"]) {
      expect((await get(`/api/mentorship${path}`)).status).toBe(401);
    }
    expect((await book("", { mentorSlug: "sana-qureshi" })).status).toBe(401);
  });
});

describe("mentors and programs", () => {
  it("lists active mentors without their contact details", async () => {
    await env.DB.prepare(
      `insert into mentors (id, slug, name, title, company, experience, rating, is_active)
       values (?, 'hidden-mentor', 'Hidden Mentor', 'T', 'C', '1 year', 5, 0)`,
    )
      .bind(crypto.randomUUID())
      .run();
    const response = await get("/api/mentorship/mentors", mentee.cookie);
    expect(response.status).toBe(200);
    const { mentors } = (await response.json()) as { mentors: MentorSummary[] };
    const slugs = mentors.map((mentor) => mentor.slug);
    expect(slugs).toEqual(
      expect.arrayContaining(["dr-tariq-hussain", "sana-qureshi", "imran-butt", linkedSlug]),
    );
    expect(slugs).not.toContain("hidden-mentor");
    const sana = mentors.find((mentor) => mentor.slug === "sana-qureshi");
    expect(sana).toMatchObject({ name: "Sana Qureshi", company: "SABIC", rating: 4.8, sessions: 98 });
    expect(sana && "email" in sana).toBe(false);
    expect(sana && "userId" in sana).toBe(false);
  });

  it("lists the active programs in order: 6, 3 and 4 months", async () => {
    const response = await get("/api/mentorship/programs", mentee.cookie);
    const { programs } = (await response.json()) as { programs: MentorshipProgram[] };
    expect(programs.map((program) => [program.title, program.duration])).toEqual([
      ["Career Acceleration", "6 months"],
      ["Entrepreneurship Launchpad", "3 months"],
      ["Leadership Circle", "4 months"],
    ]);
    expect(programs[0]?.features).toHaveLength(3);
  });
});

describe("POST /api/mentorship/requests", () => {
  it("validates topic, message and the preferred date with per-field messages", async () => {
    const response = await book(otherMember.cookie, {
      mentorSlug: "imran-butt",
      topic: "Hi",
      message: "Too short",
      preferredDate: dateIn(-2),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; details: Record<string, string[]> } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.topic?.[0]).toMatch(/at least 3/);
    expect(body.error.details.message?.[0]).toMatch(/at least 10/);
    expect(body.error.details.preferredDate?.[0]).toMatch(/not in the past/);

    const badDate = await book(otherMember.cookie, {
      mentorSlug: "imran-butt",
      topic: "Valid topic",
      message: "A long enough message here.",
      preferredDate: "2026-02-31",
    });
    expect(badDate.status).toBe(422);
    const tooLong = await book(otherMember.cookie, {
      mentorSlug: "imran-butt",
      topic: "x".repeat(121),
      message: "y".repeat(2001),
    });
    const details = ((await tooLong.json()) as { error: { details: Record<string, string[]> } }).error
      .details;
    expect(Object.keys(details).sort()).toEqual(["message", "topic"]);
  });

  it("answers 404 for an unknown or hidden mentor", async () => {
    const body = { topic: "Valid topic", message: "A long enough message here." };
    expect((await book(otherMember.cookie, { ...body, mentorSlug: "nobody" })).status).toBe(404);
    expect((await book(otherMember.cookie, { ...body, mentorSlug: "hidden-mentor" })).status).toBe(404);
  });

  it("accepts today and no date at all", async () => {
    const today = await book(otherMember.cookie, {
      mentorSlug: "dr-tariq-hussain",
      topic: "Today works",
      message: "Any time today would be great.",
      preferredDate: dateIn(0),
    });
    expect(today.status).toBe(201);
    const anyTime = await book(otherMember.cookie, {
      mentorSlug: "imran-butt",
      topic: "No date",
      message: "Whenever suits you best.",
    });
    expect(anyTime.status).toBe(201);
    const { request } = (await anyTime.json()) as { request: MentorshipRequestView };
    expect(request).toMatchObject({
      status: "requested",
      preferredDate: null,
      mentor: { slug: "imran-butt" },
    });
  });

  it("emails the mentor, every admin and the mentee (in their language), and refuses a second open request", async () => {
    const request = await bookOk(mentee.cookie, "sana-qureshi");
    expect(request.status).toBe("requested");

    const toMentor = (await outboxFor("mentor-sana-qureshi@sppc.example")).filter(
      (mail) => mail.kind === "mentorship-requested",
    );
    expect(toMentor).toHaveLength(1);
    expect(toMentor[0]?.subject).toBe("New mentorship request from Bilal Ahmed");
    expect(toMentor[0]?.text).toContain("Moving into engineering management");
    expect(toMentor[0]?.text).toContain(mentee.email);

    const toAdmin = (await outboxFor(admin.email)).filter((mail) => mail.kind === "mentorship-requested");
    expect(toAdmin.map((mail) => mail.subject)).toContain("New mentorship request for Sana Qureshi");
    expect(toAdmin.at(-1)?.text).toContain("/admin/mentorship");

    const toMentee = (await outboxFor(mentee.email)).filter((mail) => mail.kind === "mentorship-requested");
    expect(toMentee).toHaveLength(1);
    expect(toMentee[0]?.subject).toBe("Sana Qureshi کو آپ کی رہنمائی کی درخواست");
    expect(toMentee[0]?.html).toContain('dir="rtl"');

    const again = await book(mentee.cookie, {
      mentorSlug: "sana-qureshi",
      topic: "Another topic",
      message: "Asking a second time before any answer.",
    });
    expect(again.status).toBe(409);
    const body = (await again.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("conflict");
    expect(body.error.message).toContain("already have an open request with Sana Qureshi");
  });

  it("escapes what the member typed in the emails' HTML", async () => {
    await book(admin.cookie, {
      mentorSlug: linkedSlug,
      topic: "<b>bold</b> plans",
      message: "<script>alert(1)</script> please help",
    });
    const mail = (await outboxFor(mentorAccount.email)).at(-1);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain("&#60;script&#62;");
  });
});

describe("requests: mine, incoming and status changes", () => {
  let request: MentorshipRequestView;

  beforeAll(async () => {
    request = await bookOk(mentee.cookie, linkedSlug, "Leading a new team");
  });

  it("lists the mentee's own requests, newest first", async () => {
    const response = await get("/api/mentorship/requests/mine", mentee.cookie);
    const { requests } = (await response.json()) as { requests: MentorshipRequestView[] };
    expect(requests[0]).toMatchObject({ id: request.id, status: "requested", topic: "Leading a new team" });
    expect(requests.every((item) => item.mentee.email === mentee.email)).toBe(true);
    const other = (await (await get("/api/mentorship/requests/mine", mentorAccount.cookie)).json()) as {
      requests: MentorshipRequestView[];
    };
    expect(other.requests).toEqual([]);
  });

  it("shows incoming requests only to the linked mentor", async () => {
    const mine = (await (
      await get("/api/mentorship/requests/incoming", mentorAccount.cookie)
    ).json()) as IncomingRequests;
    expect(mine.isMentor).toBe(true);
    expect(mine.requests.map((item) => item.id)).toContain(request.id);
    expect(mine.requests.every((item) => item.mentor.slug === linkedSlug)).toBe(true);
    expect(mine.requests.find((item) => item.id === request.id)?.mentee).toEqual({
      name: "Bilal Ahmed",
      email: mentee.email,
    });

    for (const cookie of [mentee.cookie, otherMember.cookie, admin.cookie]) {
      const answer = (await (
        await get("/api/mentorship/requests/incoming", cookie)
      ).json()) as IncomingRequests;
      expect(answer).toEqual({ isMentor: false, requests: [] });
    }
  });

  it("lets only the mentor or an admin answer: other members and the mentee get 403", async () => {
    expect((await setStatus(otherMember.cookie, request.id, "accepted")).status).toBe(403);
    expect((await setStatus(mentee.cookie, request.id, "accepted")).status).toBe(403);
    expect((await setStatus(mentorAccount.cookie, "no-such-id", "accepted")).status).toBe(404);
    const stored = await env.DB.prepare("select status from mentorship_requests where id = ?")
      .bind(request.id)
      .first<{ status: string }>();
    expect(stored?.status).toBe("requested");
  });

  it("the mentor accepts with a note, then marks it done; the mentee is emailed each time", async () => {
    const before = (await outboxFor(mentee.email)).filter(
      (mail) => mail.kind === "mentorship-updated",
    ).length;
    const accepted = await setStatus(mentorAccount.cookie, request.id, "accepted", "Let us meet on Sunday.");
    expect(accepted.status).toBe(200);
    const { request: view } = (await accepted.json()) as { request: MentorshipRequestView };
    expect(view).toMatchObject({ status: "accepted", responseNote: "Let us meet on Sunday." });

    const mine = (await (await get("/api/mentorship/requests/mine", mentee.cookie)).json()) as {
      requests: MentorshipRequestView[];
    };
    expect(mine.requests.find((item) => item.id === request.id)?.status).toBe("accepted");

    // Accepted is still open: no second booking with the same mentor.
    expect(
      (
        await book(mentee.cookie, {
          mentorSlug: linkedSlug,
          topic: "Again",
          message: "Another request please.",
        })
      ).status,
    ).toBe(409);

    expect((await setStatus(mentorAccount.cookie, request.id, "done")).status).toBe(200);
    const updates = (await outboxFor(mentee.email)).filter((mail) => mail.kind === "mentorship-updated");
    expect(updates.length - before).toBe(2);
    expect(updates.at(-2)?.text).toContain("Let us meet on Sunday.");
    // The mentor changed it themselves: they get no mail about their own change.
    expect(
      (await outboxFor(mentorAccount.email)).filter((mail) => mail.kind === "mentorship-updated"),
    ).toEqual([]);

    const sessions = await env.DB.prepare("select sessions from mentors where slug = ?")
      .bind(linkedSlug)
      .first<{ sessions: number }>();
    expect(sessions?.sessions).toBe(11);

    // Done closes it: the mentee may book this mentor again.
    expect(
      (
        await book(mentee.cookie, {
          mentorSlug: linkedSlug,
          topic: "Follow-up",
          message: "A follow-up session please.",
        })
      ).status,
    ).toBe(201);
  });

  it("rejects moves outside requested → accepted|declined → done", async () => {
    const declined = await bookOk(otherMember.cookie, "sana-qureshi", "Finance career");
    expect((await setStatus(admin.cookie, declined.id, "done")).status).toBe(409);
    expect((await setStatus(admin.cookie, declined.id, "declined", "Fully booked this month.")).status).toBe(
      200,
    );
    const again = await setStatus(admin.cookie, declined.id, "done");
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      "A declined request cannot become done",
    );
    expect((await setStatus(admin.cookie, declined.id, "accepted")).status).toBe(409);
    expect((await setStatus(admin.cookie, declined.id, "requested")).status).toBe(409);
    expect((await setStatus(admin.cookie, declined.id, "bogus")).status).toBe(422);
  });

  it("an admin's change is emailed to the mentee and to the mentor", async () => {
    const open = await bookOk(otherMember.cookie, linkedSlug, "Admin will accept");
    const response = await postJson(
      `/api/admin/mentorship/requests/${open.id}/status`,
      { status: "accepted" },
      admin.cookie,
    );
    expect(response.status).toBe(200);
    const toMentor = (await outboxFor(mentorAccount.email)).filter(
      (mail) => mail.kind === "mentorship-updated",
    );
    expect(toMentor).toHaveLength(1);
    expect(toMentor[0]?.text).toContain(
      'An administrator marked the request from Other Member about "Admin will accept"',
    );
    const toMentee = (await outboxFor(otherMember.email)).filter(
      (mail) => mail.kind === "mentorship-updated",
    );
    expect(toMentee.at(-1)?.subject).toBe("Your mentorship request was accepted");
  });
});

describe("/api/admin/mentorship", () => {
  it("is for admins only", async () => {
    expect((await get("/api/admin/mentorship/mentors")).status).toBe(401);
    expect((await get("/api/admin/mentorship/mentors", mentee.cookie)).status).toBe(403);
    expect((await get("/api/admin/mentorship/requests", mentorAccount.cookie)).status).toBe(403);
    expect((await postJson("/api/admin/mentorship/programs", {}, mentee.cookie)).status).toBe(403);
    expect(
      (await send("DELETE", "/api/admin/mentorship/mentors/seed-mentor-tariq", mentee.cookie)).status,
    ).toBe(403);
  });

  it("creates, edits, links, hides, shows and deletes a mentor", async () => {
    const invalid = await postJson(
      "/api/admin/mentorship/mentors",
      { name: "X", expertise: [] },
      admin.cookie,
    );
    expect(invalid.status).toBe(422);
    const details = ((await invalid.json()) as { error: { details: Record<string, string[]> } }).error
      .details;
    expect(Object.keys(details)).toEqual(
      expect.arrayContaining(["name", "title", "expertise", "experience"]),
    );

    const fields = {
      name: "Zara Hafeez",
      title: "Head of Data",
      company: "STC",
      expertise: ["Data science", " ", "Analytics"],
      experience: "10+ years",
      rating: 4.6,
      sessions: 0,
      email: "",
      accountEmail: "nobody-here@example.com",
    };
    const unknownAccount = await postJson("/api/admin/mentorship/mentors", fields, admin.cookie);
    expect(unknownAccount.status).toBe(422);
    expect(
      ((await unknownAccount.json()) as { error: { details: Record<string, string[]> } }).error.details
        .accountEmail,
    ).toEqual(["No member account has this email address"]);

    const created = await postJson(
      "/api/admin/mentorship/mentors",
      { ...fields, accountEmail: otherMember.email.toUpperCase() },
      admin.cookie,
    );
    expect(created.status).toBe(201);
    const { mentor } = (await created.json()) as { mentor: AdminMentor };
    expect(mentor).toMatchObject({
      name: "Zara Hafeez",
      expertise: ["Data science", "Analytics"],
      accountEmail: otherMember.email,
      email: null,
      isActive: true,
    });
    expect(mentor.slug).toMatch(/^zara-hafeez-/);

    // The linked member now sees incoming requests for this mentor.
    const incoming = (await (
      await get("/api/mentorship/requests/incoming", otherMember.cookie)
    ).json()) as IncomingRequests;
    expect(incoming.isMentor).toBe(true);

    const edited = await send("PUT", `/api/admin/mentorship/mentors/${mentor.id}`, admin.cookie, {
      ...fields,
      title: "Chief Data Officer",
      accountEmail: "",
      email: "zara@sppc.example",
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { mentor: AdminMentor }).mentor).toMatchObject({
      title: "Chief Data Officer",
      accountEmail: null,
      email: "zara@sppc.example",
    });

    await postJson(`/api/admin/mentorship/mentors/${mentor.id}/hide`, {}, admin.cookie);
    const publicSlugs = async () =>
      (
        (await (await get("/api/mentorship/mentors", mentee.cookie)).json()) as { mentors: MentorSummary[] }
      ).mentors.map((item) => item.slug);
    expect(await publicSlugs()).not.toContain(mentor.slug);
    await postJson(`/api/admin/mentorship/mentors/${mentor.id}/show`, {}, admin.cookie);
    expect(await publicSlugs()).toContain(mentor.slug);

    expect((await send("DELETE", `/api/admin/mentorship/mentors/${mentor.id}`, admin.cookie)).status).toBe(
      200,
    );
    expect(await publicSlugs()).not.toContain(mentor.slug);
    expect((await send("DELETE", `/api/admin/mentorship/mentors/${mentor.id}`, admin.cookie)).status).toBe(
      404,
    );
  });

  it("creates, edits, hides and deletes a program", async () => {
    const program = {
      title: "Women in Tech",
      duration: "2 months",
      format: "Online, weekly",
      description: "A short program for women moving into technology roles.",
      features: ["Weekly calls", "", "Portfolio review"],
      sortOrder: 0,
    };
    const created = await postJson("/api/admin/mentorship/programs", program, admin.cookie);
    expect(created.status).toBe(201);
    const { program: saved } = (await created.json()) as { program: AdminProgram };
    expect(saved.features).toEqual(["Weekly calls", "Portfolio review"]);
    const publicTitles = async () =>
      (
        (await (await get("/api/mentorship/programs", mentee.cookie)).json()) as {
          programs: MentorshipProgram[];
        }
      ).programs.map((item) => item.title);
    expect((await publicTitles())[0]).toBe("Women in Tech");

    const edited = await send("PUT", `/api/admin/mentorship/programs/${saved.id}`, admin.cookie, {
      ...program,
      title: "Women in Technology",
      sortOrder: 9,
    });
    expect(((await edited.json()) as { program: AdminProgram }).program.title).toBe("Women in Technology");
    expect((await publicTitles()).at(-1)).toBe("Women in Technology");

    await postJson(`/api/admin/mentorship/programs/${saved.id}/hide`, {}, admin.cookie);
    expect(await publicTitles()).not.toContain("Women in Technology");
    const all = (await (await get("/api/admin/mentorship/programs", admin.cookie)).json()) as {
      programs: AdminProgram[];
    };
    expect(all.programs.find((item) => item.id === saved.id)?.isActive).toBe(false);

    expect((await send("DELETE", `/api/admin/mentorship/programs/${saved.id}`, admin.cookie)).status).toBe(
      200,
    );
    expect((await postJson("/api/admin/mentorship/programs", { title: "" }, admin.cookie)).status).toBe(422);
  });

  it("lists every request with a status filter", async () => {
    const list = async (query: string) =>
      (
        (await (await get(`/api/admin/mentorship/requests${query}`, admin.cookie)).json()) as {
          requests: MentorshipRequestView[];
        }
      ).requests;
    const all = await list("");
    const statuses = new Set(all.map((item) => item.status));
    expect([...statuses].sort()).toEqual(["accepted", "declined", "done", "requested"]);
    expect(await list("?status=all")).toHaveLength(all.length);
    const declined = await list("?status=declined");
    expect(declined.length).toBeGreaterThan(0);
    expect(declined.every((item) => item.status === "declined")).toBe(true);
    expect((await get("/api/admin/mentorship/requests?status=nope", admin.cookie)).status).toBe(422);
  });
});
