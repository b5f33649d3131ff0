import { type Context, Hono } from "hono";
import { requireViewer } from "../auth/guards";
import { tenderAlertsSchema, tenderListQuerySchema } from "../contract/tenders";
import {
  alertCategoriesOf,
  findPublishedDocument,
  findPublishedTender,
  listTenders,
  riyadhToday,
  seesTenderDetails,
  setAlertCategories,
  toTenderDetail,
  toTenderSummary,
} from "../domain/tenders/tenders";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { valid } from "../lib/validate";
import { r2PhotoStore } from "../storage/photos";

const PREMIUM_ONLY = "Tender details and documents are for Premium and Executive members";

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
function attachmentHeader(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams a tender document from R2 as a download; never cached by shared caches. */
export async function serveTenderDocument(
  c: Context<AppEnv>,
  row: { r2Key: string; contentType: string; fileName: string },
) {
  const file = await r2PhotoStore(c.env.PHOTOS).get(row.r2Key);
  if (!file) throw new AppError("not_found", "The document file is missing");
  return c.body(file.body, 200, {
    "Content-Type": row.contentType,
    "Content-Length": String(file.size),
    "Content-Disposition": attachmentHeader(row.fileName),
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
}

// /api/tenders: signed-in members only (401 for visitors). Details and documents are for Premium and
// Executive members; everyone signed in sees the list and the teasers.
export const tenderRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await requireViewer(c);
    await next();
  })

  .get("/", valid("query", tenderListQuerySchema), async (c) => {
    const query = c.req.valid("query");
    const viewer = await requireViewer(c);
    const now = new Date();
    return c.json(await listTenders(c.var.db, query, { now, premiumAccess: seesTenderDetails(viewer, now) }));
  })

  // Any member may subscribe; basic members' alerts carry titles only (see email/tender-alert.ts).
  .get("/alerts", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ categories: await alertCategoriesOf(c.var.db, viewer.user.id) });
  })

  .put("/alerts", valid("json", tenderAlertsSchema), async (c) => {
    const viewer = await requireViewer(c);
    const { categories } = c.req.valid("json");
    return c.json({ categories: await setAlertCategories(c.var.db, viewer.user.id, categories) });
  })

  // The teaser with `locked: true` for members without premium access, so a link from an alert
  // email still shows what the tender is and the way to upgrade.
  .get("/:slug", async (c) => {
    const viewer = await requireViewer(c);
    const now = new Date();
    const row = await findPublishedTender(c.var.db, c.req.param("slug"));
    if (!row) throw new AppError("not_found", "Tender not found");
    if (!seesTenderDetails(viewer, now)) {
      return c.json({ locked: true as const, tender: toTenderSummary(row, riyadhToday(now)) });
    }
    return c.json({ locked: false as const, tender: await toTenderDetail(c.var.db, row, now) });
  })

  .get("/:slug/documents/:id", async (c) => {
    const viewer = await requireViewer(c);
    if (!seesTenderDetails(viewer, new Date())) throw new AppError("forbidden", PREMIUM_ONLY);
    const row = await findPublishedDocument(c.var.db, c.req.param("slug"), c.req.param("id"));
    if (!row) throw new AppError("not_found", "Document not found");
    return serveTenderDocument(c, row);
  });
