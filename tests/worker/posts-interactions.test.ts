import { describe, expect, it } from "vitest";
import type { PostComment, PostCounts, PostPage, ReportedPost } from "../../worker/contract/posts";
import { admin, createPost, json, member, notificationsOf, send } from "./posts-helpers";

const feedPost = async (cookie: string, id: string) =>
  (await json<PostPage>(await send("GET", "/api/posts?limit=50", cookie))).posts.find((p) => p.id === id);

describe("likes", () => {
  it("counts a member's like once, undoes it, and tells the author once", async () => {
    const author = await member();
    const fan = await member();
    const post = await createPost(author.cookie, { content: "Like me" });
    expect(
      (await json<PostCounts>(await send("PUT", `/api/posts/${post.id}/like`, fan.cookie))).likesCount,
    ).toBe(1);
    expect(
      (await json<PostCounts>(await send("PUT", `/api/posts/${post.id}/like`, fan.cookie))).likesCount,
    ).toBe(1);
    expect(await feedPost(fan.cookie, post.id)).toMatchObject({ likesCount: 1, likedByMe: true });
    expect(await feedPost(author.cookie, post.id)).toMatchObject({ likesCount: 1, likedByMe: false });
    expect(await notificationsOf(author.userId)).toEqual([
      { kind: "like", actor: fan.userId, link: `/?post=${post.id}` },
    ]);
    expect(
      (await json<PostCounts>(await send("DELETE", `/api/posts/${post.id}/like`, fan.cookie))).likesCount,
    ).toBe(0);
    expect(await feedPost(fan.cookie, post.id)).toMatchObject({ likesCount: 0, likedByMe: false });
    // Liking again counts again but does not tell the author a second time.
    expect(
      (await json<PostCounts>(await send("PUT", `/api/posts/${post.id}/like`, fan.cookie))).likesCount,
    ).toBe(1);
    expect(await notificationsOf(author.userId)).toHaveLength(1);
  });

  it("does not notify authors of their own like", async () => {
    const author = await member();
    const post = await createPost(author.cookie, { content: "Self like" });
    await send("PUT", `/api/posts/${post.id}/like`, author.cookie);
    expect(await notificationsOf(author.userId)).toEqual([]);
  });
});

describe("comments", () => {
  it("keeps commentsCount in step, notifies the author, and lets only authors edit or delete", async () => {
    const author = await member();
    const guest = await member();
    const post = await createPost(author.cookie, { content: "Discuss" });
    const first = (
      await json<{ comment: PostComment }>(
        await send("POST", `/api/posts/${post.id}/comments`, guest.cookie, { content: "  Great idea  " }),
        201,
      )
    ).comment;
    expect(first).toMatchObject({ content: "Great idea", mine: true });
    await send("POST", `/api/posts/${post.id}/comments`, author.cookie, { content: "Thanks" });
    expect(
      (await send("POST", `/api/posts/${post.id}/comments`, guest.cookie, { content: " " })).status,
    ).toBe(422);
    expect((await feedPost(guest.cookie, post.id))?.commentsCount).toBe(2);
    const list = (
      await json<{ comments: PostComment[] }>(
        await send("GET", `/api/posts/${post.id}/comments`, author.cookie),
      )
    ).comments;
    expect(list.map((c) => [c.content, c.mine])).toEqual([
      ["Great idea", false],
      ["Thanks", true],
    ]);
    // Only the guest's comment told the author; the author's own reply told nobody.
    expect((await notificationsOf(author.userId)).map((n) => n.kind)).toEqual(["comment"]);
    expect(await notificationsOf(guest.userId)).toEqual([]);

    expect(
      (await send("PUT", `/api/posts/comments/${first.id}`, author.cookie, { content: "Hacked" })).status,
    ).toBe(403);
    expect((await send("DELETE", `/api/posts/comments/${first.id}`, author.cookie)).status).toBe(403);
    const edited = await json<{ comment: PostComment }>(
      await send("PUT", `/api/posts/comments/${first.id}`, guest.cookie, { content: "Great idea indeed" }),
    );
    expect(edited.comment.editedAt).not.toBeNull();
    const deleted = await json<{ commentsCount: number }>(
      await send("DELETE", `/api/posts/comments/${first.id}`, guest.cookie),
    );
    expect(deleted.commentsCount).toBe(1);
  });
});

describe("mentions", () => {
  it("tells a member mentioned as @First Last, in a post or a comment, never the actor", async () => {
    const author = await member();
    const named = await member();
    const post = await createPost(author.cookie, { content: `Welcome @${named.name} and @${author.name}!` });
    expect(await notificationsOf(named.userId)).toEqual([
      { kind: "mention", actor: author.userId, link: `/?post=${post.id}` },
    ]);
    expect(await notificationsOf(author.userId)).toEqual([]);
    const third = await member();
    await send("POST", `/api/posts/${post.id}/comments`, named.cookie, {
      content: `@${third.name.toUpperCase()} see this`,
    });
    expect((await notificationsOf(third.userId)).map((n) => n.kind)).toEqual(["mention"]);
  });
});

describe("shares and reports", () => {
  it("counts a member's share once", async () => {
    const author = await member();
    const sharer = await member();
    const post = await createPost(author.cookie, { content: "Share me" });
    await send("POST", `/api/posts/${post.id}/share`, sharer.cookie);
    const counts = await json<PostCounts>(await send("POST", `/api/posts/${post.id}/share`, sharer.cookie));
    expect(counts.sharesCount).toBe(1);
  });

  it("takes one report per member (409 on a second) into the admin queue", async () => {
    const author = await member();
    const a = await member();
    const b = await member();
    const boss = await admin();
    const post = await createPost(author.cookie, { content: "Buy followers now" });
    expect((await send("POST", `/api/posts/${post.id}/report`, a.cookie, { reason: "Spam" })).status).toBe(
      201,
    );
    expect(
      (await send("POST", `/api/posts/${post.id}/report`, a.cookie, { reason: "Spam again" })).status,
    ).toBe(409);
    expect((await send("POST", `/api/posts/${post.id}/report`, b.cookie, { reason: "" })).status).toBe(422);
    expect(
      (await send("POST", `/api/posts/${post.id}/report`, b.cookie, { reason: "Scam link" })).status,
    ).toBe(201);

    expect((await send("GET", "/api/admin/reports")).status).toBe(401);
    expect((await send("GET", "/api/admin/reports", a.cookie)).status).toBe(403);
    expect((await send("POST", `/api/admin/reports/${post.id}/remove`, a.cookie)).status).toBe(403);
    const queue = (
      await json<{ reported: ReportedPost[] }>(await send("GET", "/api/admin/reports", boss.cookie))
    ).reported;
    const entry = queue.find((r) => r.post.id === post.id);
    expect(entry?.count).toBe(2);
    expect(entry?.reports.map((r) => r.reason)).toEqual(["Spam", "Scam link"]);

    // Removing needs a reason: it is emailed to the author.
    expect((await send("POST", `/api/admin/reports/${post.id}/remove`, boss.cookie)).status).toBe(422);
    expect(
      (
        await send("POST", `/api/admin/reports/${post.id}/remove`, boss.cookie, {
          reason: "Spam is not allowed",
        })
      ).status,
    ).toBe(200);
    expect(await feedPost(a.cookie, post.id)).toBeUndefined();
    const after = (
      await json<{ reported: ReportedPost[] }>(await send("GET", "/api/admin/reports", boss.cookie))
    ).reported;
    expect(after.find((r) => r.post.id === post.id)).toBeUndefined();
  });

  it("dismissing reports keeps the post", async () => {
    const author = await member();
    const a = await member();
    const boss = await admin();
    const post = await createPost(author.cookie, { content: "Fine post" });
    await send("POST", `/api/posts/${post.id}/report`, a.cookie, { reason: "I disagree" });
    expect((await send("POST", `/api/admin/reports/${post.id}/dismiss`, boss.cookie)).status).toBe(200);
    const queue = (
      await json<{ reported: ReportedPost[] }>(await send("GET", "/api/admin/reports", boss.cookie))
    ).reported;
    expect(queue.find((r) => r.post.id === post.id)).toBeUndefined();
    expect(await feedPost(a.cookie, post.id)).toBeDefined();
  });
});
