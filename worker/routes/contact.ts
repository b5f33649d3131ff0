import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import { contactMessageSchema } from "../contract/contact";
import { notifyContactMessage, storeContactMessage } from "../domain/contact";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

/** POST /api/contact: anyone may write, signed in or not; a member's message is linked to them. */
export const contactRoutes = new Hono<AppEnv>().post("/", valid("json", contactMessageSchema), async (c) => {
  const data = c.req.valid("json");
  const viewer = await findViewer(c);
  const { id } = await storeContactMessage(c.var.db, data, {
    userId: viewer?.user.id ?? null,
    now: new Date(),
  });
  await notifyContactMessage(c.var.mailer, data, {
    supportEmail: c.env.SUPPORT_EMAIL || c.env.MAIL_FROM,
    language: data.language ?? requestLanguage(c.req.raw),
  });
  return c.json({ id }, 201);
});
