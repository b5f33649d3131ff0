// Issue 33: text members type cannot lie about its direction. "gnp.exe" with a right-to-left override
// (U+202E) before it reads "exe.png"; every route stores and answers it without the control.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { stripHiddenControls } from "../../worker/contract/hidden-controls";
import { demoSeedStatements } from "../../worker/db/seed";
import { readMemberSheet } from "../../worker/domain/member-import/read-sheet";
import {
  makeAdmin,
  PASSWORD,
  postJson,
  send,
  signIn,
  signUp,
  uniqueEmail,
  verifyEmail,
} from "./accounts-helpers";
import { member as businessMember } from "./business-helpers";
import { callApi } from "./call-api";
import { connectMembers, member as dmMember } from "./messages-helpers";
import { makePublicEvent, makeThread, readHead } from "./page-head-fixtures";

const RLO = "\u202e";
const SPOOF = `invoice ${RLO}gnp.exe`;
const CLEAN = "invoice gnp.exe";
/** Every control the cleaner removes, to prove none is missed. */
const ALL_HIDDEN = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2060\u2063\u206a\ufeff\ufff9";
const hasHidden = (text: string) =>
  /[\u202a-\u202e\u2066-\u2069\u2060-\u2064\u206a-\u206f\ufeff\ufff9-\ufffb]/.test(text);

const one = async <T>(sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<T>()) as T;

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

describe("hidden bidi controls", () => {
  it("the cleaner removes overrides, isolates and invisible format marks, and keeps direction marks", () => {
    expect(stripHiddenControls(`a${ALL_HIDDEN}b`)).toBe("ab");
    // LRM, RLM, ALM and the joiners Urdu and emoji need stay.
    expect(stripHiddenControls("\u200e\u200f\u061c\u200c\u200d")).toBe("\u200e\u200f\u061c\u200c\u200d");
  });

  it("a sign-up name, a profile name and a post are stored and answered without them", async () => {
    const { cookie, email } = await signUp(uniqueEmail("bidi"), `Ali ${RLO}nahK`);
    expect((await one<{ name: string }>("select name from user where email = ?", email)).name).toBe(
      "Ali nahK",
    );

    const profile = await send("PUT", "/api/profile", cookie, { firstName: `${RLO}Bilal${ALL_HIDDEN}` });
    expect(profile.status).toBe(200);
    const me = (await (await callApi("/api/auth/user", { headers: { Cookie: cookie } })).json()) as {
      firstName: string;
    };
    expect(me.firstName).toBe("Bilal");

    const posted = await send("POST", "/api/posts", cookie, { postType: "standard", content: SPOOF });
    const text = await posted.text();
    expect(posted.status, text).toBe(201);
    expect(hasHidden(text)).toBe(false);
    const stored = await one<{ content: string }>(
      "select p.content from posts p join user u on u.id = p.author_user_id where u.email = ?",
      email,
    );
    expect(stored.content).toBe(CLEAN);
  });

  it("a text of only hidden controls is refused as empty, not stored blank", async () => {
    const { cookie } = await signUp(uniqueEmail("bidi-empty"));
    const posted = await send("POST", "/api/posts", cookie, { postType: "standard", content: ALL_HIDDEN });
    expect(posted.status).toBe(422);
  });

  it("a password with a control is kept exactly (it is hashed, not shown)", async () => {
    const email = uniqueEmail("bidi-password");
    const password = `${PASSWORD}${RLO}`;
    const made = await postJson("/api/auth/sign-up/email", {
      name: "Sana Mir",
      email,
      password,
      acceptTerms: true,
    });
    expect(made.status).toBe(200);
    await verifyEmail(email);
    expect((await signIn(email, password)).response.status).toBe(200);
  });

  it("a direct message is stored without them", async () => {
    const a = await dmMember("Bilal Ahmed");
    const b = await dmMember("Sana Mir");
    await connectMembers(a.userId, b.userId);
    const sent = await send("POST", "/api/messages", a.cookie, { to: b.userId, text: SPOOF });
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect(hasHidden(await sent.text())).toBe(false);
    const stored = await one<{ body: string }>(
      "select body from direct_messages where sender_id = ?",
      a.userId,
    );
    expect(stored.body).toBe(CLEAN);
  });

  it("an event (admin), a job, a business and a forum thread are stored without them", async () => {
    const admin = await signUp(uniqueEmail("bidi-admin"));
    await makeAdmin(admin.email);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
    const event = await send("POST", "/api/admin/events", admin.cookie, {
      name: `Night ${RLO}gnp.exe`,
      city: null,
      type: "Networking",
      description: SPOOF,
      highlights: [`${RLO}Talks`],
      venue: "Test Hall",
      address: "King Fahd Road",
      startsAt: day(20),
      endsAt: day(20.1),
      capacity: 20,
      registrationOpen: true,
    });
    const eventText = await event.text();
    expect(event.status, eventText).toBe(201);
    expect(hasHidden(eventText)).toBe(false);
    const { event: made } = JSON.parse(eventText) as { event: { id: string } };
    const eventRow = await one<{ name: string; description: string }>(
      "select name, description from events where id = ?",
      made.id,
    );
    expect(eventRow).toMatchObject({ name: "Night gnp.exe", description: CLEAN });

    const job = await postJson(
      "/api/jobs",
      {
        title: `Engineer ${RLO}gnp.exe`,
        company: "Lahore Builders KSA",
        location: "Jeddah",
        type: "Full-time",
        category: "Engineering",
        salary: "",
        description: `${SPOOF} and supervise residential construction sites on schedule.`,
        requirements: [`${RLO}B.Sc.`],
        howToApply: "Email your CV to jobs@lahore-builders.example",
        remoteOk: false,
        visaSponsorship: true,
      },
      admin.cookie,
    );
    const jobText = await job.text();
    expect(job.status, jobText).toBe(201);
    expect(hasHidden(jobText)).toBe(false);
    expect((await one<{ n: number }>("select count(*) n from jobs where title = 'Engineer gnp.exe'")).n).toBe(
      1,
    );

    const owner = await businessMember("premium");
    const business = await send("POST", "/api/businesses", owner.cookie, {
      name: `Chai ${RLO}gnp.exe`,
      industry: "Food & Beverage",
      description: `${SPOOF}: karak chai, parathas and Lahori breakfast in Olaya.`,
      location: "Riyadh",
      website: "https://lahorechai.example",
      contactEmail: "hello@lahorechai.example",
      phone: "+966 50 123 4567",
      halalCertified: true,
      employees: "10-25",
      founded: 2019,
    });
    const businessText = await business.text();
    expect(business.status, businessText).toBe(201);
    expect(hasHidden(businessText)).toBe(false);
    expect(
      (await one<{ n: number }>("select count(*) n from businesses where name = 'Chai gnp.exe'")).n,
    ).toBe(1);

    const thread = await makeThread(`Iqama ${RLO}gnp.exe`);
    const threadRow = await one<{ title: string }>(
      "select title from forum_threads where slug = ?",
      thread.slug,
    );
    expect(threadRow.title).toBe("Iqama gnp.exe");
  });

  it("a member sheet an admin imports is read without them", async () => {
    const csv = new TextEncoder().encode(`Name,Email\nAli ${RLO}nahK,ali@example.com\n`);
    const sheet = await readMemberSheet(csv);
    expect(sheet.records[0]?.cells).toEqual(["Ali nahK", "ali@example.com"]);
  });

  it("a public page's title and og:description show none, even from text stored before the cleaning", async () => {
    const event = await makePublicEvent(`Tea ${RLO}gnp.exe`, false);
    await env.DB.prepare("update events set description = ? where slug = ?").bind(SPOOF, event.slug).run();
    const html = await (await callApi(`/events/${event.slug}`)).text();
    const head = readHead(html);
    expect(head.ogTitle).toContain("Tea gnp.exe");
    const description = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description).toContain(CLEAN);
    const headHtml = html.slice(0, html.indexOf("</head>"));
    expect(hasHidden(headHtml)).toBe(false);
  });
});
