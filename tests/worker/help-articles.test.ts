import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminHelpArticle, HelpArticle } from "../../worker/contract/help-articles";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

async function list(query: string): Promise<HelpArticle[]> {
  const response = await callApi(`/api/help/articles${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { articles: HelpArticle[] }).articles;
}

let adminCookie = "";
let memberCookie = "";

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  const admin = await signUp(uniqueEmail("admin"));
  await makeAdmin(admin.email);
  adminCookie = admin.cookie;
  memberCookie = (await signUp()).cookie;
});

const articleInput = (overrides: Record<string, unknown> = {}) => ({
  slug: "prayer-rooms",
  language: "en",
  category: "events",
  title: "Prayer rooms at our events",
  body: "Every SPPC event has a quiet prayer room near the main hall.",
  isPopular: false,
  isPublished: true,
  sortOrder: 10,
  ...overrides,
});

describe("GET /api/help/articles", () => {
  it("lists the seeded articles in English with the answer's fields, in order", async () => {
    const articles = await list("");
    expect(articles.map((a) => a.slug)).toEqual([
      "account-setup",
      "membership-card",
      "event-registration",
      "visa-jobs",
      "billing",
      "business-listing",
      "forgot-password",
      "iqama-residency",
    ]);
    expect(Object.keys(articles[0] ?? {}).sort()).toEqual([
      "body",
      "category",
      "isPopular",
      "language",
      "slug",
      "title",
    ]);
    expect(articles.every((a) => a.language === "en")).toBe(true);
  });

  it("answers in the reader's language and falls back to English per slug", async () => {
    // An English-only article: Arabic readers get it in English.
    const created = await send("POST", "/api/admin/help-articles", adminCookie, articleInput());
    expect(created.status).toBe(201);
    const arabic = await list("?language=ar");
    expect(arabic).toHaveLength(9);
    expect(arabic.find((a) => a.slug === "membership-card")).toMatchObject({
      language: "ar",
      title: "استخدام بطاقة عضويتك الرقمية",
    });
    expect(arabic.find((a) => a.slug === "prayer-rooms")?.language).toBe("en");
    const urdu = await list("?language=ur&category=membership");
    expect(urdu.map((a) => [a.slug, a.language])).toEqual([
      ["membership-card", "ur"],
      ["billing", "ur"],
    ]);
  });

  it("filters by category ('all' means every one) and searches title and body case-insensitively", async () => {
    expect((await list("?category=careers")).map((a) => a.slug)).toEqual(["visa-jobs", "business-listing"]);
    expect(await list("?category=all")).toHaveLength(9);
    expect((await list("?search=VISA%20sponsorship")).map((a) => a.slug)).toEqual(["visa-jobs"]);
    expect((await list("?search=quiet%20PRAYER")).map((a) => a.slug)).toEqual(["prayer-rooms"]);
    expect((await list("?search=refund&category=careers")).length).toBe(0);
    expect((await list("?language=ar&search=كفالة")).map((a) => a.slug)).toEqual(["visa-jobs"]);
    expect(await list("?search=no-such-words-anywhere")).toEqual([]);
  });

  it.each([
    ["en", "password", "forgot-password"],
    ["en", "forgot", "forgot-password"],
    ["en", "iqama", "iqama-residency"],
    ["en", "lost passcode", "forgot-password"],
    ["en", "reset login", "forgot-password"],
    ["en", "residency", "iqama-residency"],
    ["en", "resident ID", "iqama-residency"],
    ["ar", "كلمة المرور", "forgot-password"],
    ["ar", "نسيت", "forgot-password"],
    ["ar", "الإقامة", "iqama-residency"],
    ["ar", "password", "forgot-password"],
    ["ar", "iqama", "iqama-residency"],
    ["ur", "پاس ورڈ", "forgot-password"],
    ["ur", "بھول گیا", "forgot-password"],
    ["ur", "اقامہ", "iqama-residency"],
    ["ur", "forgot", "forgot-password"],
    ["ur", "iqama", "iqama-residency"],
  ])(
    "in %s, '%s' finds %s (words in any of the three languages, and synonyms)",
    async (language, search, slug) => {
      const found = await list(`?language=${language}&search=${encodeURIComponent(search)}`);
      expect(found.map((article) => article.slug)).toContain(slug);
      expect(found.every((article) => article.language === language)).toBe(true);
    },
  );

  it("keeps short words whole: 'id' does not find every article that says 'provide'", async () => {
    const found = (await list("?search=id")).map((article) => article.slug);
    expect(found).toEqual(["iqama-residency"]);
  });

  it("refuses an unknown category", async () => {
    const response = await callApi("/api/help/articles?category=weather");
    expect(response.status).toBe(422);
  });

  it("hides unpublished versions, falling back to English when a translation is unpublished", async () => {
    await env.DB.prepare(
      "update help_articles set is_published = 0 where slug = 'billing' and language = 'ar'",
    ).run();
    expect((await list("?language=ar")).find((a) => a.slug === "billing")?.language).toBe("en");
    await env.DB.prepare(
      "update help_articles set is_published = 0 where slug = 'billing' and language = 'en'",
    ).run();
    expect((await list("?language=ar")).some((a) => a.slug === "billing")).toBe(false);
    const response = await callApi("/api/help/articles/billing?language=ar");
    expect(response.status).toBe(404);
  });
});

describe("GET /api/help/articles/:slug", () => {
  it("answers one article in the reader's language, else English, else 404", async () => {
    const urdu = await callApi("/api/help/articles/visa-jobs?language=ur");
    expect(((await urdu.json()) as { article: HelpArticle }).article).toMatchObject({
      slug: "visa-jobs",
      language: "ur",
      category: "careers",
    });
    const fallback = await callApi("/api/help/articles/prayer-rooms?language=ur");
    expect(((await fallback.json()) as { article: HelpArticle }).article.language).toBe("en");
    expect((await callApi("/api/help/articles/nothing-here")).status).toBe(404);
  });
});

describe("/api/admin/help-articles", () => {
  it("is for admins only", async () => {
    expect((await callApi("/api/admin/help-articles")).status).toBe(401);
    expect((await send("GET", "/api/admin/help-articles", memberCookie)).status).toBe(403);
    expect((await send("POST", "/api/admin/help-articles", memberCookie, articleInput())).status).toBe(403);
  });

  it("creates a translation, refuses a second version in the same language, edits, unpublishes and deletes", async () => {
    const create = await send(
      "POST",
      "/api/admin/help-articles",
      adminCookie,
      articleInput({
        language: "ar",
        title: "غرف الصلاة في فعالياتنا",
        body: "في كل فعالية غرفة هادئة للصلاة.",
      }),
    );
    expect(create.status).toBe(201);
    const { article } = (await create.json()) as { article: AdminHelpArticle };
    expect(article).toMatchObject({ slug: "prayer-rooms", language: "ar", isPublished: true });

    const again = await send(
      "POST",
      "/api/admin/help-articles",
      adminCookie,
      articleInput({ language: "ar" }),
    );
    expect(again.status).toBe(409);

    const bad = await send(
      "POST",
      "/api/admin/help-articles",
      adminCookie,
      articleInput({ slug: "Bad Slug!" }),
    );
    expect(bad.status).toBe(422);
    expect(
      ((await bad.json()) as { error: { details: Record<string, string[]> } }).error.details.slug,
    ).toBeTruthy();

    const edit = await send(
      "PUT",
      `/api/admin/help-articles/${article.id}`,
      adminCookie,
      articleInput({ language: "ar", title: "غرف الصلاة", body: "غرفة هادئة للصلاة في كل فعالية." }),
    );
    expect(edit.status).toBe(200);
    expect((await list("?language=ar")).find((a) => a.slug === "prayer-rooms")?.title).toBe("غرف الصلاة");

    const unpublish = await send("POST", `/api/admin/help-articles/${article.id}/publish`, adminCookie, {
      isPublished: false,
    });
    expect(unpublish.status).toBe(200);
    expect((await list("?language=ar")).find((a) => a.slug === "prayer-rooms")?.language).toBe("en");

    const all = await send("GET", "/api/admin/help-articles", adminCookie);
    const { articles } = (await all.json()) as { articles: AdminHelpArticle[] };
    expect(articles.find((a) => a.id === article.id)?.isPublished).toBe(false);
    expect(
      articles
        .filter((a) => a.slug === "account-setup")
        .map((a) => a.language)
        .sort(),
    ).toEqual(["ar", "en", "ur"]);

    expect((await send("DELETE", `/api/admin/help-articles/${article.id}`, adminCookie)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/help-articles/${article.id}`, adminCookie)).status).toBe(404);
  });

  it("refuses an edit that would make a second version in one language", async () => {
    const all = (await (await send("GET", "/api/admin/help-articles", adminCookie)).json()) as {
      articles: AdminHelpArticle[];
    };
    const urdu = all.articles.find((a) => a.slug === "account-setup" && a.language === "ur");
    const response = await send(
      "PUT",
      `/api/admin/help-articles/${urdu?.id}`,
      adminCookie,
      articleInput({ slug: "account-setup", language: "en" }),
    );
    expect(response.status).toBe(409);
  });
});
