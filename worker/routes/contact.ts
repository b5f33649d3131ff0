import { Hono } from "hono";
import { findViewer } from "../auth/guards";
import { requestLanguage } from "../auth/origin";
import { contactMessageSchema } from "../contract/contact";
import { notifyContactMessage, storeContactMessage } from "../domain/contact";
import { mailClient } from "../domain/visitor-mail/limit";
import type { AppEnv } from "../env";
import { clientIp } from "../lib/client-ip";
import { valid } from "../lib/validate";

/** POST /api/contact: anyone may write, signed in or not; a member's message is linked to them. */
export const contactRoutes = new Hono<AppEnv>().post("/", valid("json", contactMessageSchema), async (c) => {
  const data = c.req.valid("json");
  const viewer = await findViewer(c);
  const { id } = await storeContactMessage(c.var.db, data, {
    userId: viewer?.user.id ?? null,
    now: new Date(),
  });
  await notifyContactMessage(c.var, data, {
    supportEmail: c.env.SUPPORT_EMAIL || c.env.MAIL_FROM,
    language: data.language ?? requestLanguage(c.req.raw),
    visitor: viewer ? null : mailClient(clientIp(c.req.raw), c.env.VISITOR_MAILS_PER_ADDRESS),
  });
  return c.json({ id }, 201);
});
