// Forum categories in the reader's language (the `lang` cookie), English where a version is missing,
// with `shownIn` naming the language each text is really in: on the category list, the thread lists
// and a thread's page.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AdminForumCategory,
  ForumCategorySummary,
  ForumThreadDetail,
  ForumThreadPage,
} from "../../worker/contract/forums";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, send, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

let category: AdminForumCategory;
let threadSlug = "";

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  const email = uniqueEmail("forum-lang-admin");
  const { cookie } = await signUp(email);
  await makeAdmin(email);
  const created = await send("POST", "/api/admin/forums/categories", cookie, {
    name: "Cricket",
    nameAr: "الكريكيت",
    nameUr: "",
    description: "Matches and leagues across the Kingdom.",
    descriptionUr: "مملکت بھر کے میچ اور لیگیں۔",
  });
  expect(created.status).toBe(201);
  category = ((await created.json()) as { category: AdminForumCategory }).category;
  const thread = await send("POST", "/api/forums/threads", cookie, {
    categorySlug: category.slug,
    title: "Weekend tape-ball league",
    body: "Who is in for Friday mornings in Riyadh?",
  });
  expect(thread.status).toBe(201);
  threadSlug = ((await thread.json()) as { thread: { slug: string } }).thread.slug;
});

const read = async <T>(path: string, language: string): Promise<T> => {
  const response = await callApi(path, { headers: { Cookie: `lang=${language}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get("Vary")).toContain("Cookie");
  return (await response.json()) as T;
};
const listed = async (language: string) =>
  (await read<{ categories: ForumCategorySummary[] }>("/api/forums/categories", language)).categories.find(
    (c) => c.slug === category.slug,
  );

describe("forum categories in the reader's language", () => {
  it("stores the versions written and leaves a blank one untranslated", () => {
    expect(category.nameAr).toBe("الكريكيت");
    expect(category.nameUr).toBeNull();
    expect(category.descriptionAr).toBeNull();
  });

  it("lists each text in the reader's version, else English, and says which", async () => {
    expect(await listed("ar")).toMatchObject({
      name: "الكريكيت",
      description: "Matches and leagues across the Kingdom.",
      shownIn: { name: "ar", description: "en" },
    });
    expect(await listed("ur")).toMatchObject({
      name: "Cricket",
      description: "مملکت بھر کے میچ اور لیگیں۔",
      shownIn: { name: "en", description: "ur" },
    });
    expect(await listed("en")).toMatchObject({ name: "Cricket", shownIn: { name: "en", description: "en" } });
  });

  it("names the category in the reader's language on thread lists and the thread page", async () => {
    const page = await read<ForumThreadPage>(`/api/forums/threads?category=${category.slug}`, "ar");
    expect(page.threads[0]?.category).toEqual({
      slug: category.slug,
      name: "الكريكيت",
      shownIn: { name: "ar" },
    });
    const { thread } = await read<{ thread: ForumThreadDetail }>(`/api/forums/threads/${threadSlug}`, "ur");
    expect(thread.category).toEqual({ slug: category.slug, name: "Cricket", shownIn: { name: "en" } });
  });

  it("keeps a version when an edit leaves it out, and clears it when sent blank", async () => {
    const email = uniqueEmail("forum-lang-editor");
    const { cookie } = await signUp(email);
    await makeAdmin(email);
    const path = `/api/admin/forums/categories/${category.id}`;
    const kept = await send("PATCH", path, cookie, { sortOrder: 7 });
    expect(((await kept.json()) as { category: AdminForumCategory }).category.nameAr).toBe("الكريكيت");
    const cleared = await send("PATCH", path, cookie, { nameAr: " ", nameUr: "کرکٹ" });
    expect(((await cleared.json()) as { category: AdminForumCategory }).category).toMatchObject({
      nameAr: null,
      nameUr: "کرکٹ",
    });
    expect((await listed("ar"))?.shownIn.name).toBe("en");
  });

  it("seeds every demo category in Arabic and Urdu", async () => {
    for (const language of ["ar", "ur"]) {
      const seeded = (
        await read<{ categories: ForumCategorySummary[] }>("/api/forums/categories", language)
      ).categories.filter((c) => c.id.startsWith("seed-forum-"));
      expect(seeded).toHaveLength(5);
      for (const c of seeded) expect(c.shownIn).toEqual({ name: language, description: language });
    }
  });
});
