import { Hono } from "hono";
import { requireViewer } from "../auth/guards";
import { commentSchema, newPostSchema, postListQuerySchema, reportSchema } from "../contract/posts";
import { addComment, deleteComment, editComment, listComments } from "../domain/posts/comments";
import { likePost, reportPost, savePost, sharePost, unlikePost } from "../domain/posts/interactions";
import { createPost, deletePost, listPosts, updatePost } from "../domain/posts/posts";
import type { AppEnv } from "../env";
import { idempotent } from "../lib/idempotency";
import { valid } from "../lib/validate";

// /api/posts: the member feed. Everything here needs sign-in (401 otherwise).
export const postRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireViewer(c);
    await next();
  })

  .get("/", valid("query", postListQuerySchema), async (c) => {
    const viewer = await requireViewer(c);
    const query = c.req.valid("query");
    const started = performance.now();
    const page = await listPosts(c.var.db, viewer.user.id, query);
    // The list query's own time (session check excluded), read by `npm run bench:feed`.
    c.header("Server-Timing", `feed;dur=${(performance.now() - started).toFixed(1)}`);
    return c.json(page);
  })

  .post("/", idempotent("post"), valid("json", newPostSchema), async (c) => {
    const viewer = await requireViewer(c);
    const input = c.req.valid("json");
    return c.json({ post: await createPost(c.var.db, viewer, input, new Date()) }, 201);
  })

  .put("/comments/:id", valid("json", commentSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { content } = c.req.valid("json");
    return c.json({ comment: await editComment(c.var.db, viewer, c.req.param("id"), content, new Date()) });
  })

  .delete("/comments/:id", async (c) => {
    const viewer = await requireViewer(c);
    const commentsCount = await deleteComment(c.var.db, viewer, c.req.param("id"));
    return c.json({ deleted: true, commentsCount });
  })

  .put("/:id", valid("json", newPostSchema), async (c) => {
    const viewer = await requireViewer(c);
    const input = c.req.valid("json");
    return c.json({ post: await updatePost(c.var.db, viewer, c.req.param("id"), input, new Date()) });
  })

  .delete("/:id", async (c) => {
    const viewer = await requireViewer(c);
    await deletePost(c.var.db, viewer, c.req.param("id"));
    return c.json({ deleted: true });
  })

  .put("/:id/like", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await likePost(c.var.db, viewer, c.req.param("id")));
  })

  .delete("/:id/like", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await unlikePost(c.var.db, viewer, c.req.param("id")));
  })

  .put("/:id/save", async (c) => {
    const viewer = await requireViewer(c);
    await savePost(c.var.db, viewer, c.req.param("id"), true);
    return c.json({ saved: true });
  })

  .delete("/:id/save", async (c) => {
    const viewer = await requireViewer(c);
    await savePost(c.var.db, viewer, c.req.param("id"), false);
    return c.json({ saved: false });
  })

  .post("/:id/share", async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await sharePost(c.var.db, viewer, c.req.param("id")));
  })

  .get("/:id/comments", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ comments: await listComments(c.var.db, viewer.user.id, c.req.param("id")) });
  })

  .post("/:id/comments", valid("json", commentSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { content } = c.req.valid("json");
    const comment = await addComment(c.var.db, viewer, c.req.param("id"), content, new Date());
    return c.json({ comment }, 201);
  })

  .post("/:id/report", valid("json", reportSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { reason } = c.req.valid("json");
    await reportPost(c.var.db, viewer, c.req.param("id"), reason);
    return c.json({ reported: true }, 201);
  });
