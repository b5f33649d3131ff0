import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AdminCulturalDate,
  AdminCulturalDateInput,
  AdminCulturalDateResponse,
  AdminCulturalDatesResponse,
  CalendarResponse,
} from "../../worker/contract/calendar";
import { demoCulturalDates } from "../../worker/db/seed/calendar";
import { riyadhToday } from "../../worker/domain/calendar/calendar";
import { makeAdmin, postJson, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

const dayFromToday = (days: number) => riyadhToday(new Date(Date.now() + days * 86_400_000));

let admin = "";
let member = "";

beforeAll(async () => {
  const adminEmail = uniqueEmail("admin");
  admin = (await signUp(adminEmail)).cookie;
  await makeAdmin(adminEmail);
  member = (await signUp()).cookie;
});

async function createDate(input: AdminCulturalDateInput): Promise<AdminCulturalDate> {
  const response = await postJson("/api/admin/calendar", input, admin);
  expect(response.status).toBe(201);
  return ((await response.json()) as AdminCulturalDateResponse).date;
}

async function calendar(cookie: string, query = ""): Promise<CalendarResponse["dates"]> {
  const response = await callApi(`/api/calendar${query}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as CalendarResponse).dates;
}

describe("GET /api/calendar", () => {
  it("is for signed-in members only", async () => {
    const response = await callApi("/api/calendar");
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  it("lists active dates from today on, soonest first, in the reader's language with English fallback", async () => {
    const tag = crypto.randomUUID().slice(0, 6);
    await createDate({
      kind: "national",
      titleEn: `Later ${tag}`,
      titleAr: `لاحقا ${tag}`,
      date: dayFromToday(5),
    });
    await createDate({
      kind: "islamic",
      titleEn: `Sooner ${tag}`,
      date: dayFromToday(2),
      isConfirmed: false,
    });
    await createDate({ kind: "national", titleEn: `Today ${tag}`, date: dayFromToday(0) });
    await createDate({ kind: "national", titleEn: `Past ${tag}`, date: dayFromToday(-1) });
    const hidden = await createDate({ kind: "national", titleEn: `Hidden ${tag}`, date: dayFromToday(3) });
    expect((await send("POST", `/api/admin/calendar/${hidden.id}/hide`, admin)).status).toBe(200);

    const mine = (dates: CalendarResponse["dates"]) => dates.filter((d) => d.title.includes(tag));
    const english = mine(await calendar(member, "?language=en"));
    expect(english.map((d) => d.title)).toEqual([`Today ${tag}`, `Sooner ${tag}`, `Later ${tag}`]);
    expect(english.map((d) => d.isConfirmed)).toEqual([true, false, true]);
    // Admin-kept dates are no event: no slug and, as before, no link.
    expect(english.map((d) => [d.eventSlug, d.link])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);

    // Arabic where given; the date without an Arabic title falls back to English.
    const arabic = mine(await calendar(member, "?language=ar"));
    expect(arabic.map((d) => d.title)).toEqual([`Today ${tag}`, `Sooner ${tag}`, `لاحقا ${tag}`]);
    expect(arabic.map((d) => d.shownIn.title)).toEqual(["en", "en", "ar"]);

    // Without ?language the reader's saved language applies (English by default).
    expect(mine(await calendar(member)).map((d) => d.title)).toEqual(english.map((d) => d.title));
  });

  it("includes upcoming community events, dated in Riyadh and linked to each event's own page", async () => {
    // Two events in one city: a city link (/event/khobar) would send both to the same page.
    const tag = crypto.randomUUID().slice(0, 6);
    const startsAt = new Date(Date.now() + 4 * 86_400_000).toISOString();
    const inserted = [`iftar-${tag}`, `majlis-${tag}`];
    for (const slug of inserted)
      await env.DB.prepare(
        `insert into events (id, slug, name, city, type, description, venue, address, starts_at, ends_at, capacity)
         values (?, ?, ?, 'khobar', 'Cultural', 'd', 'v', 'a', ?, ?, 50)`,
      )
        .bind(crypto.randomUUID(), slug, `Community ${slug}`, startsAt, startsAt)
        .run();
    const dates = await calendar(member);
    for (const slug of inserted)
      expect(dates.find((d) => d.title === `Community ${slug}`)).toMatchObject({
        kind: "community",
        date: riyadhToday(new Date(startsAt)),
        eventSlug: slug,
        link: `/events/${slug}`,
      });
  });

  it("names community events in the reader's language, English where that version is missing", async () => {
    const startsAt = new Date(Date.now() + 6 * 86_400_000).toISOString();
    const name = `Eid mela ${crypto.randomUUID().slice(0, 6)}`;
    await env.DB.prepare(
      `insert into events (id, slug, name, name_ar, city, type, description, venue, address, starts_at, ends_at, capacity)
       values (?, ?, ?, ?, 'riyadh', 'Cultural', 'd', 'v', 'a', ?, ?, 50)`,
    )
      .bind(
        crypto.randomUUID(),
        `mela-${crypto.randomUUID()}`,
        name,
        `مهرجان العيد ${name}`,
        startsAt,
        startsAt,
      )
      .run();
    const arabic = (await calendar(member, "?language=ar")).find((d) => d.title.endsWith(name));
    expect(arabic).toMatchObject({ title: `مهرجان العيد ${name}`, shownIn: { title: "ar" } });
    const urdu = (await calendar(member, "?language=ur")).find((d) => d.title.endsWith(name));
    expect(urdu).toMatchObject({ title: name, shownIn: { title: "en" } });
  });
});

describe("/api/admin/calendar", () => {
  it("is refused to visitors (401) and members (403)", async () => {
    expect((await callApi("/api/admin/calendar")).status).toBe(401);
    expect((await send("GET", "/api/admin/calendar", member)).status).toBe(403);
    const attempt = await postJson(
      "/api/admin/calendar",
      { kind: "national", titleEn: "Nope", date: dayFromToday(1) },
      member,
    );
    expect(attempt.status).toBe(403);
  });

  it("confirms the sighted date: the new day, no longer expected", async () => {
    const expected = await createDate({
      kind: "islamic",
      titleEn: `Eid ${crypto.randomUUID().slice(0, 6)}`,
      date: dayFromToday(10),
      isConfirmed: false,
    });
    const response = await postJson(
      `/api/admin/calendar/${expected.id}/confirm`,
      { date: dayFromToday(11) },
      admin,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminCulturalDateResponse).date).toMatchObject({
      date: dayFromToday(11),
      isConfirmed: true,
    });
    const shown = (await calendar(member)).find((d) => d.id === expected.id);
    expect(shown).toMatchObject({ date: dayFromToday(11), isConfirmed: true });
  });

  it("edits, shows again and deletes; lists hidden dates too", async () => {
    const row = await createDate({ kind: "national", titleEn: "Draft day", date: dayFromToday(20) });
    const edited = await send("PUT", `/api/admin/calendar/${row.id}`, admin, {
      kind: "community",
      titleEn: "Community day",
      titleUr: "کمیونٹی ڈے",
      date: dayFromToday(21),
    });
    expect(((await edited.json()) as AdminCulturalDateResponse).date).toMatchObject({
      kind: "community",
      titleEn: "Community day",
      titleUr: "کمیونٹی ڈے",
      date: dayFromToday(21),
    });
    await send("POST", `/api/admin/calendar/${row.id}/hide`, admin);
    const listed = (await (
      await send("GET", "/api/admin/calendar", admin)
    ).json()) as AdminCulturalDatesResponse;
    expect(listed.dates.find((d) => d.id === row.id)?.isActive).toBe(false);
    expect((await calendar(member)).some((d) => d.id === row.id)).toBe(false);
    await send("POST", `/api/admin/calendar/${row.id}/show`, admin);
    expect((await calendar(member, "?language=ur")).find((d) => d.id === row.id)?.title).toBe("کمیونٹی ڈے");

    expect((await send("DELETE", `/api/admin/calendar/${row.id}`, admin)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/calendar/${row.id}`, admin)).status).toBe(404);
  });

  it("refuses a bad date or a missing title with a 422 naming the field", async () => {
    const response = await postJson(
      "/api/admin/calendar",
      { kind: "national", titleEn: "", date: "2027-02-30" },
      admin,
    );
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { details: Record<string, string[]> } };
    expect(Object.keys(error.details).sort()).toEqual(["date", "titleEn"]);
  });
});

describe("the seeded calendar", () => {
  it("estimates Ramadan and the Eids from the Umm al-Qura calendar, marked expected", () => {
    const rows = demoCulturalDates(new Date("2026-11-21T09:00:00Z"));
    const bySlug = Object.fromEntries(rows.map((row) => [row.slug, row]));
    // Umm al-Qura: 1 Ramadan 1448 = 8 Feb 2027, 1 Shawwal 1448 = 9 Mar 2027, 10 Dhu al-Hijjah 1448 = 16 May 2027.
    expect(bySlug["ramadan-begins-1448"]).toMatchObject({
      date: "2027-02-08",
      kind: "islamic",
      isConfirmed: false,
    });
    expect(bySlug["eid-al-fitr-1448"]?.date).toBe("2027-03-09");
    expect(bySlug["eid-al-adha-1448"]?.date).toBe("2027-05-16");
    for (const slug of [
      "pakistan-day-2027",
      "pakistan-independence-day-2027",
      "saudi-founding-day-2027",
      "saudi-national-day-2027",
    ])
      expect(bySlug[slug]?.isConfirmed, slug).not.toBe(false);
    expect(bySlug["pakistan-day-2027"]?.date).toBe("2027-03-23");
    expect(bySlug["saudi-national-day-2026"]?.date).toBe("2026-09-23");
  });
});

describe("the Asr method preference", () => {
  it("is stored by PUT /api/profile and returned by GET /api/auth/user", async () => {
    const { cookie } = await signUp();
    const me = async () =>
      (await (await callApi("/api/auth/user", { headers: { Cookie: cookie } })).json()) as {
        asrMethod: string;
      };
    expect((await me()).asrMethod).toBe("standard");
    expect(
      (await send("PUT", "/api/profile", cookie, { asrMethod: "hanafi", prayerTimesEnabled: true })).status,
    ).toBe(200);
    expect((await me()).asrMethod).toBe("hanafi");
    const bad = await send("PUT", "/api/profile", cookie, { asrMethod: "jafari" });
    expect(bad.status).toBe(422);
    expect((await me()).asrMethod).toBe("hanafi");
  });
});
