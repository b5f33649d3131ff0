import { type Context, Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { stripHiddenControls } from "../contract/hidden-controls";
import { type ImportDuplicateMode, importDuplicateModes, MAX_IMPORT_BYTES } from "../contract/member-import";
import { pageQuerySchema } from "../contract/page-number";
import { toCsv, UTF8_BOM } from "../domain/admin-members/csv";
import { markAudited } from "../domain/audit";
import { findImportRun, importErrorRows, listImportRuns } from "../domain/member-import/history";
import { previewMemberImport } from "../domain/member-import/preview";
import { runMemberImport } from "../domain/member-import/run-import";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { readerLanguage } from "../lib/content-language";
import { download } from "../lib/download";
import { valid } from "../lib/validate";

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tooLarge = () =>
  new AppError(
    "validation_failed",
    `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB; split it into smaller files`,
    {
      csvFile: "too large",
    },
  );

/** The uploaded sheet of a multipart body (field csvFile), refused before reading when too large. */
async function uploadedSheet(c: Context<AppEnv>) {
  // Refused before reading the body when the browser says how big it is (a little room for the
  // multipart envelope), and again on the file itself.
  if (Number(c.req.header("content-length") ?? 0) > MAX_IMPORT_BYTES + 64 * 1024)
    return { tooLarge: true } as const;
  const body = await c.req.parseBody().catch(() => {
    throw new AppError("bad_request", "Send the file as multipart/form-data");
  });
  const file = body.csvFile;
  if (!(file instanceof File))
    throw new AppError("validation_failed", "Please select a CSV file to import.", { csvFile: "missing" });
  if (file.size > MAX_IMPORT_BYTES) return { tooLarge: true } as const;
  // The file name is shown in the import history: stored without bidi overrides, like any typed text.
  const name = stripHiddenControls(file.name);
  return { body, file: { name, bytes: new Uint8Array(await file.arrayBuffer()) } } as const;
}

// /api/admin/import-members (admin-only via admin.ts): the member import (CSV or .xlsx), its preview,
// progress, history and error reports.
export const adminImportRoutes = new Hono<AppEnv>()
  .post("/preview", async (c) => {
    const upload = await uploadedSheet(c);
    if (upload.tooLarge) return c.json(tooLarge().toBody(), 413);
    c.header("Cache-Control", "private, no-store");
    return c.json(await previewMemberImport(c.var.db, upload.file, readerLanguage(c)));
  })

  .post("/", async (c) => {
    const admin = await requireAdmin(c);
    const upload = await uploadedSheet(c);
    if (upload.tooLarge) return c.json(tooLarge().toBody(), 413);
    const { body, file } = upload;
    const mode = typeof body.duplicateMode === "string" && body.duplicateMode ? body.duplicateMode : "skip";
    if (!(importDuplicateModes as readonly string[]).includes(mode))
      throw new AppError("validation_failed", "duplicateMode must be skip or update", {
        duplicateMode: "invalid",
      });
    const importId = typeof body.importId === "string" && body.importId ? body.importId : crypto.randomUUID();
    if (!uuidShape.test(importId))
      throw new AppError("validation_failed", "importId must be a UUID", { importId: "invalid" });
    const result = await runMemberImport(c.var.db, admin, {
      importId: importId.toLowerCase(),
      file,
      duplicateMode: mode as ImportDuplicateMode,
      language: readerLanguage(c),
      creation: {
        prefix: c.env.MEMBERSHIP_ID_PREFIX || "SPPC",
        origin: new URL(c.req.url).origin,
        mailer: c.var.mailer,
      },
    });
    markAudited(c);
    return c.json(result);
  })

  .get("/", valid("query", pageQuerySchema), async (c) => {
    const { page } = c.req.valid("query");
    return c.json(await listImportRuns(c.var.db, page));
  })

  .get("/:importId", async (c) => {
    const run = await findImportRun(c.var.db, c.req.param("importId").toLowerCase());
    if (!run) throw new AppError("not_found", "No such import (yet)");
    return c.json(run);
  })

  .get("/:importId/errors.csv", async (c) => {
    const importId = c.req.param("importId").toLowerCase();
    const run = await findImportRun(c.var.db, importId);
    if (!run) throw new AppError("not_found", "No such import");
    const rows = await importErrorRows(c.var.db, importId);
    const csv = toCsv([["line", "email", "reason"], ...rows.map((row) => [row.line, row.email, row.reason])]);
    // Members' emails: a download never kept by a cache, like the members export.
    return download(`${UTF8_BOM}${csv}`, "text/csv; charset=utf-8", `import-errors-${importId}.csv`);
  });
