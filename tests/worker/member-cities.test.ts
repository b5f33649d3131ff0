import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  cityLabel,
  isMemberCity,
  matchCity,
  memberCities,
  memberCityNames,
} from "../../worker/contract/cities";
import { UNKNOWN_CITY_MESSAGE } from "../../worker/contract/city-field";
import type { ErrorBody } from "../../worker/contract/errors";
import type { CurrentUser } from "../../worker/contract/user";
import { makeAdmin, postJson, send, signUp, uniqueEmail } from "./accounts-helpers";
import { membershipApplication } from "./membership-application";
import { registerAndConfirm } from "./registration-helpers";

/** Issue 32: the ways one city arrives, all stored as `riyadh`. */
const RIYADH_SPELLINGS = ["Riyadh", "riyadh ", "الرياض", "ریاض"];

async function storedCity(email: string): Promise<string | null | undefined> {
  const row = await env.DB.prepare(
    "select m.location from members m join user u on u.id = m.user_id where lower(u.email) = ?",
  )
    .bind(email.toLowerCase())
    .first<{ location: string | null }>();
  return row?.location;
}

const details = async (response: Response) =>
  ((await response.json()) as ErrorBody).error.details as Record<string, string[]>;

function onboarding(location: string) {
  const now = new Date().toISOString();
  return {
    firstName: "Ayesha",
    lastName: "Khan",
    phoneNumber: "",
    location,
    bio: "",
    jobTitle: "Site Engineer",
    company: "Saudi Binladin Group",
    experience: "",
    skills: "",
    industry: "",
    linkedinUrl: "",
    interests: "",
    consent: {
      pdplConsentGiven: true,
      marketingOptIn: false,
      dataProcessingOptIn: true,
      profileSharingOptIn: false,
      consentDate: now,
    },
    profileCompleted: true,
    onboardingCompletedAt: now,
  };
}

const registration = (email: string, city: string) => ({
  fullName: "Bilal Ahmed",
  email,
  phone: "+966501234567",
  profession: "Software Engineer",
  company: "Aramco",
  city,
  membershipTier: "standard",
});

describe("matchCity", () => {
  it.each([
    ["Riyadh", "riyadh"],
    ["riyadh ", "riyadh"],
    ["  RIYADH", "riyadh"],
    ["الرياض", "riyadh"],
    ["رياض", "riyadh"],
    ["ریاض", "riyadh"],
    ["Riyadh, Saudi Arabia", "riyadh"],
    ["Jeddah - KSA", "jeddah"],
    ["جدة", "jeddah"],
    ["جدہ", "jeddah"],
    ["Mecca", "makkah"],
    ["مكة المكرمة", "makkah"],
    ["مکہ مکرمہ", "makkah"],
    ["Medina", "madinah"],
    ["المدينة المنورة", "madinah"],
    ["مدینہ", "madinah"],
    ["Al-Khobar", "khobar"],
    ["al khobar", "khobar"],
    ["الخبر", "khobar"],
    ["ظہران", "dhahran"],
    ["Hofuf", "alahsa"],
    ["Buraidah", "qassim"],
    ["NEOM", "neom"],
    ["نیوم", "neom"],
    ["Other", "other"],
    ["دیگر", "other"],
  ])("reads %j as %s", (text, city) => {
    expect(matchCity(text)).toBe(city);
  });

  it.each(["Atlantis", "Lahore", "Karachi", "Riyadh Olaya District", "", "   ", "al"])(
    "reads %j as no city",
    (text) => {
      expect(matchCity(text)).toBeNull();
    },
  );

  it("reads every id and each of its names in English, Arabic and Urdu as that city", () => {
    for (const city of memberCities) {
      expect(matchCity(city)).toBe(city);
      for (const name of Object.values(memberCityNames[city])) expect(matchCity(name)).toBe(city);
    }
  });

  it("names an id in the reader's language and shows a value no city matches as written", () => {
    expect(cityLabel("riyadh", "en")).toBe("Riyadh");
    expect(cityLabel("riyadh", "ar")).toBe("الرياض");
    expect(cityLabel("riyadh", "ur")).toBe("ریاض");
    expect(cityLabel("Lahore", "ar")).toBe("Lahore");
    expect(cityLabel(null, "en")).toBe("");
    expect(isMemberCity("Riyadh")).toBe(false);
  });
});

describe("a member's city sent by the forms", () => {
  it.each(RIYADH_SPELLINGS)("onboarding stores %j as riyadh", async (spelling) => {
    const { email, cookie } = await signUp();
    const response = await send("PUT", "/api/profile/complete-onboarding", cookie, onboarding(spelling));
    expect(response.status).toBe(200);
    expect(((await response.json()) as CurrentUser).location).toBe("riyadh");
    expect(await storedCity(email)).toBe("riyadh");
  });

  it("onboarding refuses a city of no list with a 422 on location, and stores nothing", async () => {
    const { email, cookie } = await signUp();
    const response = await send("PUT", "/api/profile/complete-onboarding", cookie, onboarding("Atlantis"));
    expect(response.status).toBe(422);
    expect(await details(response)).toEqual({ location: [UNKNOWN_CITY_MESSAGE] });
    expect(await storedCity(email)).toBeNull();
  });

  it.each(RIYADH_SPELLINGS)("the profile stores %j as riyadh", async (spelling) => {
    const { email, cookie } = await signUp();
    const response = await send("PUT", "/api/profile", cookie, { location: spelling });
    expect(response.status).toBe(200);
    expect(((await response.json()) as CurrentUser).location).toBe("riyadh");
    expect(await storedCity(email)).toBe("riyadh");
  });

  it("the profile refuses a city of no list (422 on location), keeps a missing one and clears a blank one", async () => {
    const { email, cookie } = await signUp();
    await send("PUT", "/api/profile", cookie, { location: "Jeddah" });
    const refused = await send("PUT", "/api/profile", cookie, { location: "Atlantis", title: "Architect" });
    expect(refused.status).toBe(422);
    expect(await details(refused)).toEqual({ location: [UNKNOWN_CITY_MESSAGE] });
    expect(await storedCity(email)).toBe("jeddah");
    // Another tab's save leaves the city alone; a blank city clears it.
    expect((await send("PUT", "/api/profile", cookie, { title: "Architect" })).status).toBe(200);
    expect(await storedCity(email)).toBe("jeddah");
    expect((await send("PUT", "/api/profile", cookie, { location: " " })).status).toBe(200);
    expect(await storedCity(email)).toBeNull();
  });

  it.each(RIYADH_SPELLINGS)("a signed-in member's registration stores %j as riyadh", async (spelling) => {
    const { email, cookie } = await signUp();
    const response = await postJson("/api/membership/register", registration(email, spelling), cookie);
    expect(response.status).toBe(200);
    expect(await storedCity(email)).toBe("riyadh");
  });

  it("a visitor's registration stores the city's id once the emailed link is followed", async () => {
    const email = uniqueEmail("visitor-city");
    const { status } = await registerAndConfirm(registration(email, "ریاض"));
    expect(status).toBe(200);
    expect(await storedCity(email)).toBe("riyadh");
  });

  it("registration refuses a city of no list with a 422 on city", async () => {
    const email = uniqueEmail("atlantis");
    const response = await postJson("/api/membership/register", registration(email, "Atlantis"));
    expect(response.status).toBe(422);
    expect(await details(response)).toEqual({ city: [UNKNOWN_CITY_MESSAGE] });
  });

  it("an application stores the city's id; approving an older one reads its written city as the id", async () => {
    const admin = await signUp();
    await makeAdmin(admin.email);
    const email = uniqueEmail("applicant-city");
    expect(
      (await postJson("/api/membership/applications", { ...membershipApplication(email), city: "مکہ" }))
        .status,
    ).toBe(201);
    const stored = await env.DB.prepare("select id, city from membership_applications where email = ?")
      .bind(email)
      .first<{ id: string; city: string }>();
    expect(stored?.city).toBe("makkah");
    // As an application from before issue 32 holds it: the spec's list's spelling.
    await env.DB.prepare("update membership_applications set city = 'Al Khobar' where id = ?")
      .bind(stored?.id)
      .run();
    const approved = await postJson(
      `/api/admin/applications/${stored?.id}/review`,
      { status: "approved" },
      admin.cookie,
    );
    expect(approved.status).toBe(200);
    expect(await storedCity(email)).toBe("khobar");
  });
});

describe("migration 0024_member_cities", () => {
  const { TEST_MIGRATIONS } = env as Env & { TEST_MIGRATIONS: { name: string; queries: string[] }[] };

  it("moves written cities to their ids and keeps what names no city as written", async () => {
    const migration = TEST_MIGRATIONS.find((entry) => entry.name.includes("0024_member_cities"));
    expect(migration).toBeTruthy();
    // Only its city statements (the index and the tier dates are other matters of the same migration).
    const cityQueries = (migration?.queries ?? []).filter((query) => query.includes("SET `location`"));
    expect(cityQueries).toHaveLength(memberCities.length);

    const written: [string | null, string | null][] = [
      ["Riyadh", "riyadh"],
      ["riyadh ", "riyadh"],
      ["  RIYADH", "riyadh"],
      ["الرياض", "riyadh"],
      ["ریاض", "riyadh"],
      ["Riyadh, Saudi Arabia", "riyadh"],
      ["Jeddah", "jeddah"],
      ["جدة", "jeddah"],
      ["Mecca", "makkah"],
      ["Medina", "madinah"],
      ["Al-Khobar", "khobar"],
      ["al khobar", "khobar"],
      ["Hofuf", "alahsa"],
      ["Buraidah", "qassim"],
      ["Ta'if", "taif"],
      ["Other", "other"],
      ["jeddah", "jeddah"],
      // Kept as written: the admin page lists them.
      ["Lahore", "Lahore"],
      ["Riyadh Olaya District", "Riyadh Olaya District"],
      ["Riyadh - Olaya", "Riyadh - Olaya"],
      [null, null],
    ];
    const ids = written.map(() => `legacy-city-${crypto.randomUUID()}`);
    await env.DB.batch(
      written.flatMap(([location], index) => [
        env.DB.prepare(
          "insert into user (id, name, email, email_verified, created_at, updated_at) values (?, 'Legacy', ?, 0, 0, 0)",
        ).bind(ids[index], `${ids[index]}@example.com`),
        env.DB.prepare("insert into members (user_id, location) values (?, ?)").bind(ids[index], location),
      ]),
    );

    for (const query of cityQueries) await env.DB.prepare(query).run();

    const { results } = await env.DB.prepare(
      `select user_id as id, location from members where user_id in (${ids.map(() => "?").join(", ")})`,
    )
      .bind(...ids)
      .all<{ id: string; location: string | null }>();
    const after = new Map(results.map((row) => [row.id, row.location]));
    expect(written.map(([text], index) => [text, after.get(ids[index] as string)])).toEqual(written);
  });
});
