import { Hono } from "hono";
import { findViewer, requireViewer, signedIn } from "../auth/guards";
import { forumThreadListQuerySchema, newForumReplySchema, newForumThreadSchema } from "../contract/forums";
import {
  addForumReply,
  createForumThread,
  deleteOwnReply,
  findForumThread,
  listForumCategories,
  listForumThreads,
} from "../domain/forums/forums";
import type { AppEnv } from "../env";
import { readerLanguage } from "../lib/content-language";
import { publicAnswer } from "../lib/public-answer";
import { valid } from "../lib/validate";

// /api/forums: reading is public; starting a discussion, replying and deleting one's reply need sign-in.
export const forumRoutes = new Hono<AppEnv>()
  .get("/categories", publicAnswer(), async (c) =>
    c.json({ categories: await listForumCategories(c.var.db, readerLanguage(c)) }),
  )

  .get("/threads", publicAnswer(), valid("query", forumThreadListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listForumThreads(c.var.db, query, readerLanguage(c)));
  })

  .get("/threads/:slug", async (c) => {
    const viewer = await findViewer(c);
    const thread = await findForumThread(
      c.var.db,
      c.req.param("slug"),
      viewer?.user.id ?? null,
      readerLanguage(c),
    );
    return c.json({ thread });
  })

  .post("/threads", signedIn, valid("json", newForumThreadSchema), async (c) => {
    const viewer = await requireViewer(c);
    const input = c.req.valid("json");
    const thread = await createForumThread(c.var.db, viewer, input, new Date(), readerLanguage(c));
    return c.json({ thread }, 201);
  })

  .post("/threads/:slug/replies", signedIn, valid("json", newForumReplySchema), async (c) => {
    const viewer = await requireViewer(c);
    const { body } = c.req.valid("json");
    const reply = await addForumReply(c.var.db, viewer, c.req.param("slug"), body, new Date());
    return c.json({ reply }, 201);
  })

  .delete("/replies/:id", async (c) => {
    const viewer = await requireViewer(c);
    await deleteOwnReply(c.var.db, viewer, c.req.param("id"), new Date());
    return c.json({ deleted: true });
  });
