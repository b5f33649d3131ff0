import { Hono } from "hono";
import { z } from "zod";
import {
  type InsightReport,
  insightExportFormats,
  insightReports,
  insightsQuerySchema,
} from "../contract/insights";
import { todayInRiyadh } from "../contract/membership-year";
import { readReport } from "../domain/insights";
import { reportFile } from "../domain/insights/sheets";
import type { AppEnv } from "../env";
import { download } from "../lib/download";
import { valid } from "../lib/validate";
import { XLSX_CONTENT_TYPE } from "../lib/xlsx-stream";

const fileParamSchema = z.object({
  report: z.enum(insightReports, { error: "No such report" }),
  format: z.enum(insightExportFormats, { error: "Format must be csv or xlsx" }),
});

const contentTypes = { csv: "text/csv; charset=utf-8", xlsx: XLSX_CONTENT_TYPE } as const;

/**
 * /api/admin/insights/*: the community reports of /admin/reports (admin-only via admin.ts), each as
 * JSON, or as a file at /:report/csv and /:report/xlsx with the same ?from=&to=&city=. Not under
 * /api/admin/reports, which is the reported-posts moderation API (/api/admin/reports/:id/...).
 */
export const adminInsightRoutes = new Hono<AppEnv>()
  .get("/members-by-tier", valid("query", insightsQuerySchema), async (c) =>
    c.json(await readReport(c.var.db, "members-by-tier", c.req.valid("query"), new Date())),
  )
  .get("/renewals", valid("query", insightsQuerySchema), async (c) =>
    c.json(await readReport(c.var.db, "renewals", c.req.valid("query"), new Date())),
  )
  .get("/revenue", valid("query", insightsQuerySchema), async (c) =>
    c.json(await readReport(c.var.db, "revenue", c.req.valid("query"), new Date())),
  )
  .get("/attendance", valid("query", insightsQuerySchema), async (c) =>
    c.json(await readReport(c.var.db, "attendance", c.req.valid("query"), new Date())),
  )
  .get("/partner-checks", valid("query", insightsQuerySchema), async (c) =>
    c.json(await readReport(c.var.db, "partner-checks", c.req.valid("query"), new Date())),
  )
  .get("/campaigns", valid("query", insightsQuerySchema), async (c) =>
    c.json(await readReport(c.var.db, "campaigns", c.req.valid("query"), new Date())),
  )
  .get(
    "/:report/:format",
    valid("param", fileParamSchema),
    valid("query", insightsQuerySchema),
    async (c) => {
      const { report, format } = c.req.valid("param");
      const now = new Date();
      const answer = await readReport(c.var.db, report as InsightReport, c.req.valid("query"), now);
      const name = `sppc-${report}-${todayInRiyadh(now)}.${format}`;
      return download(reportFile(report, answer, format), contentTypes[format], name);
    },
  );
