import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  AdminForumCategory,
  AdminForumReply,
  AdminForumThread,
  ForumCategorySummary,
  ForumThreadDetail,
  ForumThreadPage,
  ForumThreadSummary,
} from "../../worker/contract/forums";
import { demoSeedStatements } from "../../worker/db/seed";
import { makeAdmin, ORIGIN, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";

// Seeded threads (worker/db/seed/forums.ts), pinned first and then by latest activity.
const SEEDED_ORDER = [
  "welcome-read-first",
  "iqama-renewal-2026",
  "cv-tips-saudi-market",
  "schools-in-khobar",
  "import-rice-license",
  "cricket-league-riyadh",
];

beforeAll(async () => {
  await env.DB.batch(demoSeedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});

const send = (method: string, path: string, cookie = "", body?: unknown) =>
  callApi(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const categories = async () =>
  (await json<{ categories: ForumCategorySummary[] }>(await callApi("/api/forums/categories"))).categories;
const threads = async (query = "", cookie = "") =>
  json<ForumThreadPage>(await send("GET", `/api/forums/threads${query}`, cookie));
const slugs = (page: { threads: ForumThreadSummary[] }) => page.threads.map((t) => t.slug);
const thread = async (slug: string, cookie = "") =>
  (await json<{ thread: ForumThreadDetail }>(await send("GET", `/api/forums/threads/${slug}`, cookie)))
    .thread;

async function member(name = "Ayesha Khan") {
  return (await signUp(uniqueEmail("forum"), name)).cookie;
}
async function admin() {
  const account = await signUp(uniqueEmail("forum-admin"), "Sana Admin");
  await makeAdmin(account.email);
  return account.cookie;
}

async function newCategory(cookie: string, name: string, slug?: string) {
  return (
    await json<{ category: AdminForumCategory }>(
      await send("POST", "/api/admin/forums/categories", cookie, { name, description: `${name} talk`, slug }),
      201,
    )
  ).category;
}
async function startThread(
  cookie: string,
  categorySlug: string,
  title: string,
  body = "A long enough body.",
) {
  return (
    await json<{ thread: ForumThreadSummary }>(
      await send("POST", "/api/forums/threads", cookie, { categorySlug, title, body }),
      201,
    )
  ).thread;
}
const reply = (cookie: string, slug: string, body: string) =>
  send("POST", `/api/forums/threads/${slug}/replies`, cookie, { body });
const moderate = (cookie: string, id: string, patch: Record<string, boolean>) =>
  send("PATCH", `/api/admin/forums/threads/${id}`, cookie, patch);

describe("reading the forums (public)", () => {
  it("lists visible categories in order with thread and reply counts and last activity", async () => {
    const list = await categories();
    expect(list.map((c) => c.slug)).toEqual(["career", "visa-iqama", "business", "family-life", "culture"]);
    const culture = list.find((c) => c.slug === "culture");
    const welcome = await thread("welcome-read-first");
    expect(culture).toEqual({
      id: "seed-forum-culture",
      slug: "culture",
      name: "Culture & Events",
      description: "Community events, sports, food and celebrations.",
      threadCount: 2,
      replyCount: 2 + 2,
      lastActivityAt: welcome.lastActivityAt,
      shownIn: { name: "en", description: "en" },
    });
  });

  it("lists pinned threads first, then by latest activity, with category, author and flags", async () => {
    const page = await threads();
    expect(slugs(page)).toEqual(SEEDED_ORDER);
    expect(page.nextCursor).toBeNull();
    expect(page.threads[1]).toEqual({
      id: "seed-thread-iqama-renewal-2026",
      slug: "iqama-renewal-2026",
      title: "Iqama renewal steps in 2026",
      category: { slug: "visa-iqama", name: "Visa & Iqama", shownIn: { name: "en" } },
      authorName: "Ahmed Khan",
      replyCount: 3,
      lastActivityAt: expect.any(String),
      createdAt: expect.any(String),
      isPinned: true,
      isLocked: false,
    });
  });

  it("filters by category, treating 'all' and empty values as no filter", async () => {
    expect(slugs(await threads("?category=culture"))).toEqual([
      "welcome-read-first",
      "cricket-league-riyadh",
    ]);
    expect(slugs(await threads("?category=career"))).toEqual(["cv-tips-saudi-market"]);
    expect(slugs(await threads("?category=all"))).toEqual(SEEDED_ORDER);
    expect(slugs(await threads("?category=&search="))).toEqual(SEEDED_ORDER);
    expect(slugs(await threads("?category=no-such-category"))).toEqual([]);
  });

  it("searches titles and bodies case-insensitively, combined with the category", async () => {
    expect(slugs(await threads("?search=IQAMA"))).toEqual(["iqama-renewal-2026"]);
    expect(slugs(await threads("?search=recruiters"))).toEqual(["cv-tips-saudi-market"]);
    expect(slugs(await threads("?search=riyadh"))).toEqual(["cv-tips-saudi-market", "cricket-league-riyadh"]);
    expect(slugs(await threads("?search=riyadh&category=culture"))).toEqual(["cricket-league-riyadh"]);
    expect(slugs(await threads("?search=%25"))).toEqual([]);
  });

  it("pages with a cursor without repeating or skipping, and refuses a broken cursor", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: ForumThreadPage = await threads(`?limit=4${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.threads.length).toBeLessThanOrEqual(4);
      seen.push(...slugs(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(SEEDED_ORDER);
    expect((await callApi("/api/forums/threads?cursor=not-a-cursor")).status).toBe(400);
    expect((await callApi("/api/forums/threads?cursor=bm9wZQ")).status).toBe(400);
    expect((await callApi("/api/forums/threads?limit=0")).status).toBe(422);
  });

  it("shows a thread with its replies oldest first, the last one at the thread's latest activity", async () => {
    const detail = await thread("iqama-renewal-2026");
    expect(detail.body).toMatch(/Absher and Muqeem/);
    expect(detail.replies.map((r) => [r.authorName, r.mine])).toEqual([
      ["Faisal M.", false],
      ["Ahmed K.", false],
      ["Rabia S.", false],
    ]);
    expect(detail.replies.at(-1)?.createdAt).toBe(detail.lastActivityAt);
    expect(detail.createdAt < (detail.replies[0]?.createdAt ?? "")).toBe(true);
    expect(detail.replyCount).toBe(detail.replies.length);
  });

  it("answers 404 for an unknown thread", async () => {
    const response = await callApi("/api/forums/threads/no-such-thread");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});

describe("starting a discussion", () => {
  it("needs a signed-in member", async () => {
    const response = await send("POST", "/api/forums/threads", "", {
      categorySlug: "career",
      title: "Visitors cannot post",
      body: "This must be refused.",
    });
    expect(response.status).toBe(401);
  });

  it("validates the category, title (5-150) and body (10-5000)", async () => {
    const cookie = await member();
    const bad = await json<{ error: { code: string; details: Record<string, string[]> } }>(
      await send("POST", "/api/forums/threads", cookie, {
        categorySlug: "career",
        title: "Hey",
        body: "short",
      }),
      422,
    );
    expect(bad.error.code).toBe("validation_failed");
    expect(Object.keys(bad.error.details).sort()).toEqual(["body", "title"]);
    const tooLong = await send("POST", "/api/forums/threads", cookie, {
      categorySlug: "career",
      title: "x".repeat(151),
      body: "y".repeat(5001),
    });
    expect(tooLong.status).toBe(422);
    const unknown = await json<{ error: { details: Record<string, string[]> } }>(
      await send("POST", "/api/forums/threads", cookie, {
        categorySlug: "no-such-category",
        title: "A fine title",
        body: "A fine body of text.",
      }),
      422,
    );
    expect(Object.keys(unknown.error.details)).toEqual(["categorySlug"]);
    const notJson = await callApi("/api/forums/threads", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: "{",
    });
    expect(notJson.status).toBe(400);
  });

  it("stores the thread under the member's first name and last initial; it shows in its category", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Startups");
    const author = await member("Bilal Qureshi");
    const created = await startThread(
      author,
      category.slug,
      "  Seed funding in Riyadh  ",
      "Who invests early?",
    );
    expect(created).toMatchObject({
      title: "Seed funding in Riyadh",
      authorName: "Bilal Q.",
      replyCount: 0,
      isPinned: false,
      isLocked: false,
      category: { slug: category.slug, name: "Startups" },
    });
    expect(created.slug).toMatch(/^seed-funding-in-riyadh-[0-9a-f]{6}$/);
    expect(slugs(await threads(`?category=${category.slug}`))).toEqual([created.slug]);
    expect((await thread(created.slug)).body).toBe("Who invests early?");
    const stored = await env.DB.prepare("select author_user_id from forum_threads where slug = ?")
      .bind(created.slug)
      .first<{ author_user_id: string | null }>();
    expect(stored?.author_user_id).toBeTruthy();
  });
});

describe("replying", () => {
  it("needs sign-in, validates the body, and bumps the reply count and last activity together", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Replies");
    const author = await member("Hina Javed");
    const other = await member("Omar Farooq");
    const created = await startThread(author, category.slug, "Best biryani in Dammam");

    expect((await reply("", created.slug, "Visitors cannot reply")).status).toBe(401);
    expect((await reply(other, created.slug, "x")).status).toBe(422);
    expect((await reply(other, "no-such-thread", "Hello there")).status).toBe(404);

    const answer = await json<{ reply: { id: string; authorName: string; body: string } }>(
      await reply(other, created.slug, "  Try Al Sultan, near the corniche.  "),
      201,
    );
    expect(answer.reply).toMatchObject({ authorName: "Omar F.", body: "Try Al Sultan, near the corniche." });

    const detail = await thread(created.slug, author);
    expect(detail.replyCount).toBe(1);
    expect(detail.lastActivityAt > created.lastActivityAt).toBe(true);
    expect(detail.replies.map((r) => [r.authorName, r.body, r.mine])).toEqual([
      ["Omar F.", "Try Al Sultan, near the corniche.", false],
    ]);
    expect((await thread(created.slug, other)).replies[0]?.mine).toBe(true);

    await json(await reply(author, created.slug, "Thanks, will try it!"), 201);
    const after = await thread(created.slug);
    expect(after.replies.map((r) => r.body)).toEqual([
      "Try Al Sultan, near the corniche.",
      "Thanks, will try it!",
    ]);
    const [listed] = (await threads(`?category=${category.slug}`)).threads;
    expect(listed?.replyCount).toBe(2);

    const [summary] = (await categories()).filter((c) => c.slug === category.slug);
    expect(summary).toMatchObject({ threadCount: 1, replyCount: 2, lastActivityAt: after.lastActivityAt });
  });

  it("moves a thread with new activity ahead of older unpinned ones", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Activity order");
    const author = await member();
    const first = await startThread(author, category.slug, "The older discussion");
    const second = await startThread(author, category.slug, "The newer discussion");
    expect(slugs(await threads(`?category=${category.slug}`))).toEqual([second.slug, first.slug]);
    await json(await reply(author, first.slug, "Bumping this one"), 201);
    expect(slugs(await threads(`?category=${category.slug}`))).toEqual([first.slug, second.slug]);
    await json(await moderate(cookie, second.id, { isPinned: true }));
    expect(slugs(await threads(`?category=${category.slug}`))).toEqual([second.slug, first.slug]);
  });

  it("refuses replies to a locked thread with a clear message, and takes them again once unlocked", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Locking");
    const author = await member();
    const created = await startThread(author, category.slug, "Please lock me later");
    await json(await moderate(cookie, created.id, { isLocked: true }));

    const refused = await json<{ error: { code: string; message: string } }>(
      await reply(author, created.slug, "Too late"),
      409,
    );
    expect(refused.error).toMatchObject({ code: "conflict", message: expect.stringMatching(/locked/i) });
    const detail = await thread(created.slug);
    expect(detail).toMatchObject({ isLocked: true, replyCount: 0, replies: [] });

    await json(await moderate(cookie, created.id, { isLocked: false }));
    await json(await reply(author, created.slug, "Open again"), 201);
  });

  it("lets authors delete their own reply only; the count follows", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Own replies");
    const author = await member();
    const other = await member("Zara Ali");
    const created = await startThread(author, category.slug, "Delete your own reply");
    const { reply: mine } = await json<{ reply: { id: string } }>(
      await reply(other, created.slug, "Oops"),
      201,
    );

    expect((await send("DELETE", `/api/forums/replies/${mine.id}`)).status).toBe(401);
    expect((await send("DELETE", `/api/forums/replies/${mine.id}`, author)).status).toBe(403);
    await json(await send("DELETE", `/api/forums/replies/${mine.id}`, other));
    expect(await thread(created.slug)).toMatchObject({ replyCount: 0, replies: [] });
    expect((await send("DELETE", `/api/forums/replies/${mine.id}`, other)).status).toBe(404);
    expect((await thread(created.slug)).replyCount).toBe(0);
  });
});

describe("moderation as the public sees it", () => {
  it("hides a removed thread, its replies and its counts; restoring brings all back", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Removal");
    const author = await member();
    const kept = await startThread(author, category.slug, "This one stays");
    const removed = await startThread(author, category.slug, "Spam about crypto coins");
    await json(await reply(author, removed.slug, "More spam here"), 201);

    await json(await moderate(cookie, removed.id, { removed: true }));
    expect(slugs(await threads(`?category=${category.slug}`))).toEqual([kept.slug]);
    expect(slugs(await threads("?search=crypto"))).toEqual([]);
    expect((await callApi(`/api/forums/threads/${removed.slug}`)).status).toBe(404);
    const refused = await json<{ error: { message: string } }>(
      await reply(author, removed.slug, "Hello?"),
      409,
    );
    expect(refused.error.message).toMatch(/removed/i);
    const [summary] = (await categories()).filter((c) => c.slug === category.slug);
    expect(summary).toMatchObject({ threadCount: 1, replyCount: 0, lastActivityAt: kept.lastActivityAt });

    await json(await moderate(cookie, removed.id, { removed: false }));
    expect((await thread(removed.slug)).replies).toHaveLength(1);
  });

  it("hides a hidden category, its threads and the thread pages; showing it brings them back", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Hidden soon");
    const author = await member();
    const created = await startThread(author, category.slug, "Inside a hidden category");

    await json(
      await send("PATCH", `/api/admin/forums/categories/${category.id}`, cookie, { isHidden: true }),
    );
    expect((await categories()).map((c) => c.slug)).not.toContain(category.slug);
    expect(slugs(await threads())).not.toContain(created.slug);
    expect(slugs(await threads(`?category=${category.slug}`))).toEqual([]);
    expect((await callApi(`/api/forums/threads/${created.slug}`)).status).toBe(404);
    expect((await reply(author, created.slug, "Anyone here?")).status).toBe(404);
    const refused = await send("POST", "/api/forums/threads", author, {
      categorySlug: category.slug,
      title: "Cannot post here",
      body: "The category is hidden.",
    });
    expect(refused.status).toBe(422);

    await json(
      await send("PATCH", `/api/admin/forums/categories/${category.id}`, cookie, { isHidden: false }),
    );
    expect(slugs(await threads(`?category=${category.slug}`))).toEqual([created.slug]);
  });
});

describe("/api/admin/forums", () => {
  it("is for admins only: 401 for visitors, 403 for members", async () => {
    const someone = await member();
    for (const [method, path] of [
      ["GET", "/api/admin/forums/categories"],
      ["POST", "/api/admin/forums/categories"],
      ["GET", "/api/admin/forums/threads"],
      ["PATCH", "/api/admin/forums/threads/seed-thread-welcome-read-first"],
      ["PATCH", "/api/admin/forums/replies/any"],
    ] as const) {
      const body = method === "GET" ? undefined : { isLocked: true };
      expect((await send(method, path, "", body)).status, `${method} ${path}`).toBe(401);
      expect((await send(method, path, someone, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await thread("welcome-read-first")).isLocked).toBe(false);
  });

  it("creates, edits, hides and deletes categories; refuses deleting one with threads", async () => {
    const cookie = await admin();
    const created = await newCategory(cookie, "Health & Fitness", "health-fitness");
    expect(created).toMatchObject({ slug: "health-fitness", isHidden: false, threadCount: 0, sortOrder: 0 });
    const generated = await newCategory(cookie, "Cricket Talk!");
    expect(generated.slug).toMatch(/^cricket-talk-[0-9a-f]{6}$/);

    const duplicate = await send("POST", "/api/admin/forums/categories", cookie, {
      name: "Again",
      slug: "health-fitness",
    });
    expect(duplicate.status).toBe(409);
    expect((await send("POST", "/api/admin/forums/categories", cookie, { name: "X" })).status).toBe(422);
    expect(
      (await send("POST", "/api/admin/forums/categories", cookie, { name: "Bad slug", slug: "Not OK!" }))
        .status,
    ).toBe(422);

    const edited = await json<{ category: AdminForumCategory }>(
      await send("PATCH", `/api/admin/forums/categories/${created.id}`, cookie, {
        name: "Health and Fitness",
        sortOrder: 9,
      }),
    );
    expect(edited.category).toMatchObject({
      name: "Health and Fitness",
      sortOrder: 9,
      slug: "health-fitness",
    });
    expect((await send("PATCH", `/api/admin/forums/categories/${created.id}`, cookie, {})).status).toBe(422);
    expect(
      (await send("PATCH", `/api/admin/forums/categories/${created.id}`, cookie, { slug: "career" })).status,
    ).toBe(409);
    expect((await send("PATCH", "/api/admin/forums/categories/nope", cookie, { name: "Nope" })).status).toBe(
      404,
    );

    await startThread(await member(), "health-fitness", "Gyms open late in Khobar");
    const refused = await json<{ error: { code: string; message: string } }>(
      await send("DELETE", `/api/admin/forums/categories/${created.id}`, cookie),
      409,
    );
    expect(refused.error.message).toMatch(/still has 1 thread/);
    expect((await categories()).map((c) => c.slug)).toContain("health-fitness");

    await json(await send("DELETE", `/api/admin/forums/categories/${generated.id}`, cookie));
    expect((await send("DELETE", `/api/admin/forums/categories/${generated.id}`, cookie)).status).toBe(404);
    const all = await json<{ categories: AdminForumCategory[] }>(
      await send("GET", "/api/admin/forums/categories", cookie),
    );
    expect(all.categories.map((c) => c.slug)).not.toContain(generated.slug);
    expect(all.categories.find((c) => c.slug === "health-fitness")).toMatchObject({ threadCount: 1 });
  });

  it("lists threads with removed ones and filters them; pins, locks and removes", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Admin list");
    const author = await member();
    const one = await startThread(author, category.slug, "First for admins");
    const two = await startThread(author, category.slug, "Second for admins");
    const pinned = await json<{ thread: AdminForumThread }>(
      await moderate(cookie, one.id, { isPinned: true, isLocked: true }),
    );
    expect(pinned.thread).toMatchObject({ isPinned: true, isLocked: true, removedAt: null });
    const removed = await json<{ thread: AdminForumThread }>(
      await moderate(cookie, two.id, { removed: true }),
    );
    expect(removed.thread.removedAt).toEqual(expect.any(String));
    const again = await json<{ thread: AdminForumThread }>(await moderate(cookie, two.id, { removed: true }));
    expect(again.thread.removedAt).toBe(removed.thread.removedAt);

    const list = async (query: string) =>
      (
        await json<{ threads: AdminForumThread[] }>(
          await send("GET", `/api/admin/forums/threads?category=${category.slug}${query}`, cookie),
        )
      ).threads.map((t) => t.slug);
    expect((await list("")).sort()).toEqual([one.slug, two.slug].sort());
    expect(await list("&status=removed")).toEqual([two.slug]);
    expect(await list("&status=visible")).toEqual([one.slug]);
    expect(await list("&search=second")).toEqual([two.slug]);
    expect((await moderate(cookie, "nope", { isPinned: true })).status).toBe(404);
    expect((await moderate(cookie, one.id, {})).status).toBe(422);
  });

  it("removes and restores replies, keeping the thread's count in step (repeats change nothing)", async () => {
    const cookie = await admin();
    const category = await newCategory(cookie, "Reply moderation");
    const author = await member();
    const created = await startThread(author, category.slug, "Replies to moderate");
    const { reply: rude } = await json<{ reply: { id: string } }>(
      await reply(author, created.slug, "Rude"),
      201,
    );
    await json(await reply(author, created.slug, "Polite"), 201);

    const patchReply = (removed: boolean) =>
      send("PATCH", `/api/admin/forums/replies/${rude.id}`, cookie, { removed });
    const removed = await json<{ reply: AdminForumReply }>(await patchReply(true));
    expect(removed.reply.removedAt).toEqual(expect.any(String));
    await json(await patchReply(true));
    expect(await thread(created.slug)).toMatchObject({ replyCount: 1, replies: [{ body: "Polite" }] });

    const all = await json<{ replies: AdminForumReply[] }>(
      await send("GET", `/api/admin/forums/threads/${created.id}/replies`, cookie),
    );
    expect(all.replies.map((r) => [r.body, r.removedAt === null])).toEqual([
      ["Rude", false],
      ["Polite", true],
    ]);

    await json(await patchReply(false));
    await json(await patchReply(false));
    expect((await thread(created.slug)).replyCount).toBe(2);
    expect((await send("PATCH", "/api/admin/forums/replies/nope", cookie, { removed: true })).status).toBe(
      404,
    );
    expect((await send("GET", "/api/admin/forums/threads/nope/replies", cookie)).status).toBe(404);
  });
});
