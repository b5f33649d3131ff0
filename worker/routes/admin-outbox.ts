import { Hono } from "hono";
import { z } from "zod";
import { isLocalOrigin } from "../auth/origin";
import { outboxQuerySchema } from "../contract/outbox";
import { listOutbox, outboxAttachment, resendMail } from "../domain/mail-outbox";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

const attachmentParams = z.object({ id: z.string().min(1), index: z.coerce.number().int().min(0).max(50) });

// A stored type is only sent back when it reads as a MIME type; anything else is plain bytes.
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** A name that cannot break the header or climb folders; the exact one rides in filename* (RFC 6266). */
function disposition(filename: string): string {
  const plain =
    filename
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .replace(/^[._]+/, "")
      .slice(0, 100) || "attachment";
  const exact = encodeURIComponent(filename.replace(/[\p{Cc}"\\/]/gu, "").slice(0, 200));
  return `attachment; filename="${plain}"${exact ? `; filename*=UTF-8''${exact}` : ""}`;
}

/** /api/admin/outbox (admin-only via admin.ts): the mail outbox, an attachment as sent, "Send again". */
export const adminOutboxRoutes = new Hono<AppEnv>()
  // A page of mail, newest first, by recipient, kind, Riyadh days, failure. Bodies only locally.
  .get("/", valid("query", outboxQuerySchema, { blankAsMissing: true }), async (c) => {
    const withBodies = isLocalOrigin(new URL(c.req.url).origin);
    return c.json(await listOutbox(c.var.db, c.req.valid("query"), { withBodies }));
  })
  .get("/:id/attachments/:index", valid("param", attachmentParams), async (c) => {
    const { id, index } = c.req.valid("param");
    const file = await outboxAttachment(c.var.db, id, index);
    return new Response(file.bytes, {
      headers: {
        "Content-Type": MIME_TYPE.test(file.type) ? file.type : "application/octet-stream",
        "Content-Disposition": disposition(file.filename),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  })
  .post("/:id/resend", async (c) => {
    await resendMail(c.var.db, c.var.mailer, c.req.param("id"));
    return c.json({ id: c.req.param("id"), status: "pending" as const });
  });
