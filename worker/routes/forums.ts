import { Hono } from "hono";
import { findViewer, requireViewer } from "../auth/guards";
import { forumThreadListQuerySchema, newForumReplySchema, newForumThreadSchema } from "../contract/forums";
import {
  addForumReply,
  createForumThread,
  deleteOwnReply,
  findForumThread,
  listForumCategories,
  listForumThreads,
} from "../domain/forums";
import type { AppEnv } from "../env";
import { parseInput, readJson } from "../lib/validate";

// /api/forums: reading is public; starting a discussion, replying and deleting one's reply need sign-in.
export const forumRoutes = new Hono<AppEnv>()
  .get("/categories", async (c) => c.json({ categories: await listForumCategories(c.var.db) }))

  .get("/threads", async (c) => {
    const query = parseInput(forumThreadListQuerySchema, c.req.query());
    return c.json(await listForumThreads(c.var.db, query));
  })

  .get("/threads/:slug", async (c) => {
    const viewer = await findViewer(c);
    const thread = await findForumThread(c.var.db, c.req.param("slug"), viewer?.user.id ?? null);
    return c.json({ thread });
  })

  .post("/threads", async (c) => {
    const viewer = await requireViewer(c);
    const input = parseInput(newForumThreadSchema, await readJson(c.req));
    return c.json({ thread: await createForumThread(c.var.db, viewer, input, new Date()) }, 201);
  })

  .post("/threads/:slug/replies", async (c) => {
    const viewer = await requireViewer(c);
    const { body } = parseInput(newForumReplySchema, await readJson(c.req));
    const reply = await addForumReply(c.var.db, viewer, c.req.param("slug"), body, new Date());
    return c.json({ reply }, 201);
  })

  .delete("/replies/:id", async (c) => {
    const viewer = await requireViewer(c);
    await deleteOwnReply(c.var.db, viewer, c.req.param("id"), new Date());
    return c.json({ deleted: true });
  });
