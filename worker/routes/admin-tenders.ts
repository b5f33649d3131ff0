import { Hono } from "hono";
import { adminTenderSchema, TENDER_DOCUMENT_MAX_BYTES } from "../contract/tenders";
import {
  createTender,
  deleteTender,
  deleteTenderDocument,
  findAdminTender,
  findDocumentOf,
  listAdminTenders,
  setTenderStatus,
  unpublishTender,
  updateTender,
  uploadTenderDocument,
} from "../domain/tenders/admin";
import { publishTender } from "../domain/tenders/alerts";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { signingSecret } from "../lib/signing-secret";
import { valid } from "../lib/validate";
import { r2PhotoStore } from "../storage/photos";
import { serveTenderDocument } from "./tenders";

// Room for the multipart boundaries and headers around a document of the maximum size.
const MAX_BODY_BYTES = TENDER_DOCUMENT_MAX_BYTES + 64 * 1024;

// /api/admin/tenders: drafts, publishing (which sends the category's alerts once), closing and
// documents. Admin-only via admin.ts.
export const adminTenderRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json({ tenders: await listAdminTenders(c.var.db) }))

  .post("/", valid("json", adminTenderSchema), async (c) => {
    const data = c.req.valid("json");
    const row = await createTender(c.var.db, data);
    let alertsSent = 0;
    if (data.publish) {
      const origin = new URL(c.req.url).origin;
      const secret = signingSecret(c.env, origin);
      ({ alertsSent } = await publishTender(c.var.db, c.var.mailer, row.id, {
        now: new Date(),
        origin,
        secret,
      }));
    }
    return c.json({ tender: await findAdminTender(c.var.db, row.id), alertsSent }, 201);
  })

  .put("/:id", valid("json", adminTenderSchema), async (c) => {
    const data = c.req.valid("json");
    await updateTender(c.var.db, c.req.param("id"), data);
    return c.json({ tender: await findAdminTender(c.var.db, c.req.param("id")) });
  })

  .post("/:id/publish", async (c) => {
    const origin = new URL(c.req.url).origin;
    const { alertsSent } = await publishTender(c.var.db, c.var.mailer, c.req.param("id"), {
      now: new Date(),
      origin,
      secret: signingSecret(c.env, origin),
    });
    return c.json({ tender: await findAdminTender(c.var.db, c.req.param("id")), alertsSent });
  })

  .post("/:id/unpublish", async (c) => {
    await unpublishTender(c.var.db, c.req.param("id"));
    return c.json({ tender: await findAdminTender(c.var.db, c.req.param("id")) });
  })

  .post("/:id/close", async (c) => {
    await setTenderStatus(c.var.db, c.req.param("id"), "Closed");
    return c.json({ tender: await findAdminTender(c.var.db, c.req.param("id")) });
  })

  .post("/:id/reopen", async (c) => {
    await setTenderStatus(c.var.db, c.req.param("id"), "Active");
    return c.json({ tender: await findAdminTender(c.var.db, c.req.param("id")) });
  })

  .delete("/:id", async (c) => {
    await deleteTender(c.var.db, r2PhotoStore(c.env.PHOTOS), c.req.param("id"));
    return c.body(null, 204);
  })

  .post("/:id/documents", async (c) => {
    // Refuse an oversized body before reading it into memory.
    if (Number(c.req.header("Content-Length") ?? 0) > MAX_BODY_BYTES) {
      throw new AppError("validation_failed", "The document must be 10 MB or smaller", {
        file: ["too_large"],
      });
    }
    const body = await c.req.parseBody().catch(() => {
      throw new AppError("bad_request", "Send the document as multipart/form-data");
    });
    const file = body.file;
    if (!(file instanceof File)) {
      throw new AppError("validation_failed", "Choose a document to upload", { file: ["missing"] });
    }
    await uploadTenderDocument(c.var.db, r2PhotoStore(c.env.PHOTOS), c.req.param("id"), file);
    return c.json({ tender: await findAdminTender(c.var.db, c.req.param("id")) }, 201);
  })

  // Any tender, drafts included, so admins can check a file before publishing.
  .get("/:id/documents/:documentId", async (c) =>
    serveTenderDocument(c, await findDocumentOf(c.var.db, c.req.param("id"), c.req.param("documentId"))),
  )

  .delete("/:id/documents/:documentId", async (c) => {
    await deleteTenderDocument(
      c.var.db,
      r2PhotoStore(c.env.PHOTOS),
      c.req.param("id"),
      c.req.param("documentId"),
    );
    return c.json({ tender: await findAdminTender(c.var.db, c.req.param("id")) });
  });
