import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashtagKeys } from "../../worker/contract/post-text";
import { type FeedPost, newPostSchema, type PostPage } from "../../worker/contract/posts";
import { createDb } from "../../worker/db/client";
import { demoAccountStatements } from "../../worker/db/seed/accounts";
import { demoPostStatements } from "../../worker/db/seed/posts";
import { trendingHashtags } from "../../worker/domain/posts/hashtags";
import { createPost, json, member, send } from "./posts-helpers";

const page = async (cookie: string, query = "") =>
  json<PostPage>(await send("GET", `/api/posts${query}`, cookie));
const problems = async (response: Response) =>
  (await json<{ error: { code: string; details: Record<string, string[]> } }>(response, 422)).error.details;

describe("signed-in only", () => {
  it("answers 401 to visitors for reading and posting", async () => {
    expect((await send("GET", "/api/posts")).status).toBe(401);
    expect((await send("POST", "/api/posts", "", { postType: "standard", content: "Hi" })).status).toBe(401);
  });
});

describe("POST /api/posts validation, one schema per type", () => {
  it("stores a standard post trimmed, with its hashtags as tags", async () => {
    const { cookie } = await member();
    const post = await createPost(cookie, { content: "  Salam from #Riyadh and #Tech, #riyadh again  " });
    expect(post.content).toBe("Salam from #Riyadh and #Tech, #riyadh again");
    expect(post.postType).toBe("standard");
    expect(post.tags).toEqual(["riyadh", "tech"]);
    expect(post).toMatchObject({
      likesCount: 0,
      commentsCount: 0,
      sharesCount: 0,
      mine: true,
      likedByMe: false,
    });
    expect(post.author.firstName).toBe("Ayesha");
  });

  it("refuses blank or too long content with the spec's message", async () => {
    const { cookie } = await member();
    const blank = await problems(
      await send("POST", "/api/posts", cookie, { postType: "standard", content: "   " }),
    );
    expect(blank.content).toEqual(["Please enter some content for your post."]);
    const long = await send("POST", "/api/posts", cookie, {
      postType: "standard",
      content: "x".repeat(5001),
    });
    expect(long.status).toBe(422);
  });

  it("refuses an unknown type and unknown metadata fields", async () => {
    const { cookie } = await member();
    expect((await send("POST", "/api/posts", cookie, { postType: "poll", content: "Hi" })).status).toBe(422);
    const extra = await send("POST", "/api/posts", cookie, {
      postType: "standard",
      content: "Hi",
      metadata: { script: "<b>" },
    });
    expect(extra.status).toBe(422);
  });

  it("fills a trade opportunity's defaults and checks its fields", async () => {
    const { cookie } = await member();
    const post = await createPost(cookie, {
      postType: "trade_opportunity",
      content: "Importing basmati rice",
      metadata: { budget: "SAR 50,000", timeline: "  ", location: "" },
    });
    expect(post.metadata).toEqual({
      budget: "SAR 50,000",
      timeline: "Flexible",
      halalRequired: false,
      location: "Multiple Locations",
    });
    const bad = await send("POST", "/api/posts", cookie, {
      postType: "trade_opportunity",
      content: "Rice",
      metadata: { halalRequired: "yes" },
    });
    expect(Object.keys(await problems(bad))).toContain("metadata");
  });

  it("requires a job posting's title and a known job type", async () => {
    const { cookie } = await member();
    const missing = await send("POST", "/api/posts", cookie, {
      postType: "job_posting",
      content: "Hiring",
      metadata: {},
    });
    expect(missing.status).toBe(422);
    const badType = await send("POST", "/api/posts", cookie, {
      postType: "job_posting",
      content: "Hiring",
      metadata: { title: "Engineer", jobType: "Forever" },
    });
    expect(badType.status).toBe(422);
    const post = await createPost(cookie, {
      postType: "job_posting",
      content: "Hiring",
      metadata: { title: "Site Engineer", company: "Bina", visaSponsorship: true },
    });
    expect(post.metadata).toEqual({
      title: "Site Engineer",
      jobType: "Full-time",
      company: "Bina",
      visaSponsorship: true,
      remoteOk: false,
    });
  });

  it("requires an event's title and date", async () => {
    const { cookie } = await member();
    const noDate = await send("POST", "/api/posts", cookie, {
      postType: "event",
      content: "Join us",
      metadata: { title: "Iftar" },
    });
    expect(Object.keys(await problems(noDate))).toContain("metadata");
    const badDate = await send("POST", "/api/posts", cookie, {
      postType: "event",
      content: "Join us",
      metadata: { title: "Iftar", date: "tomorrow" },
    });
    expect(badDate.status).toBe(422);
    const post = await createPost(cookie, {
      postType: "event",
      content: "Join us",
      metadata: { title: "Community Iftar", date: "2026-03-01", isVirtual: true, eventType: "Cultural" },
    });
    expect(post.metadata).toEqual({
      title: "Community Iftar",
      date: "2026-03-01",
      isVirtual: true,
      eventType: "Cultural",
    });
  });
});

describe("GET /api/posts keyset pagination", () => {
  it("pages newest first without duplicates or gaps while new posts arrive", async () => {
    const { cookie } = await member();
    for (let i = 0; i < 7; i++) await createPost(cookie, { content: `Paging post ${i}` });
    const before = (await page(cookie, "?limit=50")).posts.map((p) => p.id);
    expect(before.length).toBeGreaterThanOrEqual(7);
    const seen: string[] = [];
    let cursor: string | null = null;
    let round = 0;
    do {
      const result: PostPage = await page(cookie, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`);
      seen.push(...result.posts.map((p) => p.id));
      cursor = result.nextCursor;
      // Someone posts between every two pages: the next page must not shift.
      await createPost(cookie, { content: `Arrived during paging ${round++}` });
    } while (cursor);
    expect(seen).toEqual(before);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses a broken cursor", async () => {
    const { cookie } = await member();
    expect((await send("GET", "/api/posts?cursor=nonsense", cookie)).status).toBe(400);
  });
});

describe("edit and delete", () => {
  it("lets only the author edit or delete (403 otherwise)", async () => {
    const author = await member();
    const other = await member();
    const post = await createPost(author.cookie, { content: "Original #old" });
    const edit = { postType: "standard", content: "Edited #new" };
    expect((await send("PUT", `/api/posts/${post.id}`, other.cookie, edit)).status).toBe(403);
    expect((await send("DELETE", `/api/posts/${post.id}`, other.cookie)).status).toBe(403);
    const edited = (
      await json<{ post: FeedPost }>(await send("PUT", `/api/posts/${post.id}`, author.cookie, edit))
    ).post;
    expect(edited).toMatchObject({ content: "Edited #new", tags: ["new"] });
    expect(edited.editedAt).not.toBeNull();
    expect((await send("DELETE", `/api/posts/${post.id}`, author.cookie)).status).toBe(200);
    expect((await send("DELETE", `/api/posts/${post.id}`, author.cookie)).status).toBe(404);
    expect((await page(author.cookie, "?limit=50")).posts.map((p) => p.id)).not.toContain(post.id);
  });
});

describe("removed posts and saved view", () => {
  it("never shows a removed post, nor lets anyone like it", async () => {
    const { cookie } = await member();
    const post = await createPost(cookie, { content: "Soon removed" });
    await env.DB.prepare("update posts set removed_at = ? where id = ?")
      .bind(new Date().toISOString(), post.id)
      .run();
    expect((await page(cookie, "?limit=50")).posts.map((p) => p.id)).not.toContain(post.id);
    expect((await send("PUT", `/api/posts/${post.id}/like`, cookie)).status).toBe(404);
  });

  it("lists only the viewer's saved posts with ?saved=true", async () => {
    const saver = await member();
    const author = await member();
    const kept = await createPost(author.cookie, { content: "Worth keeping" });
    await createPost(author.cookie, { content: "Not saved" });
    expect((await page(saver.cookie, "?saved=true")).posts).toEqual([]);
    expect((await send("PUT", `/api/posts/${kept.id}/save`, saver.cookie)).status).toBe(200);
    const saved = await page(saver.cookie, "?saved=true");
    expect(saved.posts.map((p) => p.id)).toEqual([kept.id]);
    expect(saved.posts[0]?.savedByMe).toBe(true);
    expect((await page(author.cookie, "?saved=true")).posts).toEqual([]);
    await send("DELETE", `/api/posts/${kept.id}/save`, saver.cookie);
    expect((await page(saver.cookie, "?saved=true")).posts).toEqual([]);
  });
});

describe("demo posts", () => {
  it("seeds posts of every type from the demo accounts, valid by the API's schema, idempotently", async () => {
    const statements = [
      ...demoAccountStatements({ admin: "x", member: "x" }, new Date()),
      ...demoPostStatements(new Date()),
    ];
    for (let round = 0; round < 2; round++) await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    const { results } = await env.DB.prepare(
      "select post_type, content, metadata, likes_count, comments_count from posts where id like 'seed-post-%'",
    ).all<{
      post_type: string;
      content: string;
      metadata: string;
      likes_count: number;
      comments_count: number;
    }>();
    expect(results).toHaveLength(8);
    expect(new Set(results.map((r) => r.post_type))).toEqual(
      new Set(["standard", "trade_opportunity", "job_posting", "event"]),
    );
    for (const row of results) {
      const parsed = newPostSchema.safeParse({
        postType: row.post_type,
        content: row.content,
        metadata: JSON.parse(row.metadata),
      });
      expect(parsed.success, row.content).toBe(true);
    }
    expect(results.reduce((sum, r) => sum + r.likes_count + r.comments_count, 0)).toBe(2);
  });
});

describe("trending topics on /explore", () => {
  it("count hashtags of visible feed posts from the last 30 days", async () => {
    const author = await member();
    for (let i = 0; i < 6; i++) await createPost(author.cookie, { content: `Post ${i} about #FeedTrend` });
    const insert = (content: string, createdAt: string, removedAt: string | null) =>
      env.DB.prepare(
        "insert into posts (id, author_user_id, content, tags, created_at, removed_at) values (?, ?, ?, ?, ?, ?)",
      )
        .bind(
          crypto.randomUUID(),
          author.userId,
          content,
          JSON.stringify(hashtagKeys(content)),
          createdAt,
          removedAt,
        )
        .run();
    const old = new Date(Date.now() - 45 * 86_400_000).toISOString();
    for (let i = 0; i < 8; i++) {
      await insert("Long ago #Ancient", old, null);
      await insert("Taken down #Gone", new Date().toISOString(), new Date().toISOString());
    }
    const trending = await trendingHashtags(createDb(env.DB), new Date());
    expect(trending[0]).toEqual({ tag: "#FeedTrend", count: 6 });
    expect(trending.map((t) => t.tag)).not.toContain("#Ancient");
    expect(trending.map((t) => t.tag)).not.toContain("#Gone");
  });
});
