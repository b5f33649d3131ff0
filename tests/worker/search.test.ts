import { beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer, SearchKind } from "../../worker/contract/search";
import { highlightParts } from "../../worker/contract/search-highlight";
import { toMatchExpression } from "../../worker/domain/search/expression";
import { makeAdmin, signUp } from "./accounts-helpers";
import { callApi } from "./call-api";
import {
  insertBusiness,
  insertJob,
  insertPost,
  insertThread,
  setProfile,
  setProfileSharing,
  setTier,
  userIdOf,
} from "./search-fixtures";

let cookie = "";
let premiumCookie = "";
let authorId = "";

async function search(q: string, who = cookie, extra = ""): Promise<SearchAnswer> {
  const response = await callApi(`/api/search?q=${encodeURIComponent(q)}${extra}`, {
    headers: { Cookie: who },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as SearchAnswer;
}

const idsOf = (answer: SearchAnswer, kind: SearchKind) =>
  answer.groups.find((group) => group.kind === kind)?.results.map((result) => result.id) ?? [];
const plain = (text: string) =>
  highlightParts(text)
    .map((part) => part.text)
    .join("");

beforeAll(async () => {
  const member = await signUp();
  cookie = member.cookie;
  authorId = await userIdOf(member.email);
  const premium = await signUp();
  premiumCookie = premium.cookie;
  await setTier(await userIdOf(premium.email), "premium");
});

describe("toMatchExpression", () => {
  it("quotes every word and makes the last one a prefix", () => {
    expect(toMatchExpression("petroleum engin")).toBe('"petroleum" "engin"*');
    expect(toMatchExpression('NOT title:x OR "y" (z) NEAR*')).toBe('"NOT" "title" "x" "OR" "y" "z" "NEAR"*');
  });

  it("gives nothing to search for punctuation alone", () => {
    for (const hostile of ['"', "(", "*", "-", "^", ")", "   "])
      expect(toMatchExpression(hostile)).toBeNull();
    expect(toMatchExpression("AND (")).toBe('"AND"*');
  });

  it("keeps Arabic and Urdu words", () => {
    expect(toMatchExpression("مهندس برمجيات")).toBe('"مهندس" "برمجيات"*');
  });
});

describe("GET /api/search", () => {
  it("answers 401 to visitors", async () => {
    const response = await callApi("/api/search?q=job");
    expect(response.status).toBe(401);
  });

  it("finds a job by a title word, with its link and the word marked", async () => {
    const job = await insertJob({ title: "Zephyrine Pipeline Engineer" });
    const answer = await search("zephyrine");
    const group = answer.groups.find((g) => g.kind === "job");
    expect(group?.total).toBe(1);
    const result = group?.results[0];
    expect(result?.link).toBe(`/jobs/${job.slug}`);
    expect(plain(result?.title ?? "")).toBe("Zephyrine Pipeline Engineer");
    expect(highlightParts(result?.title ?? "").find((part) => part.hit)?.text).toBe("Zephyrine");
  });

  it("finds a post by its content, a thread and a business", async () => {
    const post = await insertPost(authorId, "Looking for a quorvance partner in Jeddah");
    const thread = await insertThread("Quorvance visas explained", "How the process works");
    const business = await insertBusiness("Quorvance Trading", "Import and export");
    const answer = await search("quorvance");
    expect(idsOf(answer, "post")).toEqual([post.id]);
    expect(idsOf(answer, "thread")).toEqual([thread.id]);
    expect(idsOf(answer, "business")).toEqual([business.id]);
    const links = answer.groups.flatMap((g) => g.results.map((r) => r.link));
    expect(links).toEqual(
      expect.arrayContaining([`/?post=${post.id}`, `/forums/${thread.slug}`, `/business/${business.slug}`]),
    );
    expect(answer.groups.map((g) => g.kind)).toEqual(["post", "job", "business", "thread", "member"]);
  });

  it("matches the last word as a prefix while it is being typed", async () => {
    const job = await insertJob({ title: "Brennivastic Analyst" });
    expect(idsOf(await search("brenniv"), "job")).toEqual([job.id]);
  });

  it("ranks a title match above a match in the body only", async () => {
    const bodyOnly = await insertJob({
      title: "Site Supervisor",
      description: "Experience with lumetric surveys helps",
    });
    const inTitle = await insertJob({ title: "Lumetric Surveyor", description: "Field work" });
    expect(idsOf(await search("lumetric"), "job")).toEqual([inTitle.id, bodyOnly.id]);
  });

  it("counts every match but returns at most `limit` per kind", async () => {
    for (const n of [1, 2, 3]) await insertJob({ title: `Caldorine Role ${n}` });
    const answer = await search("caldorine", cookie, "&limit=2&kind=job");
    expect(answer.groups).toHaveLength(1);
    expect(answer.groups[0]?.total).toBe(3);
    expect(answer.groups[0]?.results).toHaveLength(2);
  });

  it("hides pending, rejected and expired jobs, removed posts, unapproved businesses and threads of hidden categories", async () => {
    await insertJob({ title: "Vesperline pending", status: "pending" });
    await insertJob({ title: "Vesperline expired", expiresDays: -1 });
    await insertPost(authorId, "vesperline removed post", true);
    await insertBusiness("Vesperline Pending Shop", "x", "pending");
    await insertThread("Vesperline hidden", "x", { hiddenCategory: true });
    const answer = await search("vesperline");
    expect(answer.groups.every((group) => group.total === 0 && group.results.length === 0)).toBe(true);
  });

  it("shows exclusive jobs only to premium and executive members, and to admins", async () => {
    const job = await insertJob({ title: "Orrindale Director", exclusive: true });
    expect(idsOf(await search("orrindale"), "job")).toEqual([]);
    expect(idsOf(await search("orrindale", premiumCookie), "job")).toEqual([job.id]);
    const admin = await signUp();
    await makeAdmin(admin.email);
    expect(idsOf(await search("orrindale", admin.cookie), "job")).toEqual([job.id]);
  });

  it("finds members only while they share their profile, and shows only their public card", async () => {
    const other = await signUp();
    const otherId = await userIdOf(other.email);
    await setProfile(otherId, { firstName: "Tavish", lastName: "Quillon", title: "Geologist" });
    expect(idsOf(await search("quillon"), "member")).toEqual([]);
    await setProfileSharing(otherId, true);
    const found = (await search("quillon")).groups.find((g) => g.kind === "member")?.results[0];
    expect(found).toMatchObject({
      id: otherId,
      link: `/profile/${otherId}`,
      excerpt: "Geologist · Aramco · Dhahran",
    });
    expect(plain(found?.title ?? "")).toBe("Tavish Quillon");
    // The city (stored as its id) reads in the reader's language.
    for (const [language, city] of [
      ["ar", "الظهران"],
      ["ur", "ظہران"],
    ]) {
      const shown = await search("quillon", `${cookie}; lang=${language}`);
      expect(shown.groups.find((g) => g.kind === "member")?.results[0]?.excerpt).toBe(
        `Geologist · Aramco · ${city}`,
      );
    }
    expect(JSON.stringify(found)).not.toContain(other.email);
    await setProfileSharing(otherId, false);
    expect(idsOf(await search("quillon"), "member")).toEqual([]);
  });

  it("does not fail on hostile or empty queries", async () => {
    for (const q of ['"', "AND (", 'a" OR "b', "title:*", "NEAR(a b)", "*", "", "ü", "x".repeat(200)]) {
      const response = await callApi(`/api/search?q=${encodeURIComponent(q)}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status, q).toBe(200);
    }
    // An unknown word wrapped in search syntax finds nothing in any group (the page then says 'No
    // results', tests/app/search-page.test.tsx; this was an e2e test of its own).
    const nothing = await search(`"zqxwvk${Date.now().toString(36)} AND (`);
    expect(nothing.groups.length).toBeGreaterThan(0);
    expect(nothing.groups.filter((group) => group.total > 0 || group.results.length > 0)).toEqual([]);
  });

  it("refuses an unknown kind and an overlong query with a clear message", async () => {
    const badKind = await callApi("/api/search?q=a&kind=tender", { headers: { Cookie: cookie } });
    expect(badKind.status).toBe(422);
    const long = await callApi(`/api/search?q=${"a".repeat(201)}`, { headers: { Cookie: cookie } });
    expect(long.status).toBe(422);
  });
});
