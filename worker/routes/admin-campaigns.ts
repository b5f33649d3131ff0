import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import {
  campaignCreateSchema,
  campaignIdParamSchema,
  campaignPreviewSchema,
  campaignRenderSchema,
  campaignTestSchema,
} from "../contract/campaigns";
import { markAudited } from "../domain/audit";
import { campaignDetail, listCampaigns } from "../domain/campaigns/campaign-detail";
import { renderForMember, sendTestToSelf } from "../domain/campaigns/campaign-render";
import { cancelCampaign, createCampaign, sendCampaign, updateCampaign } from "../domain/campaigns/campaigns";
import { previewSegment } from "../domain/campaigns/preview";
import type { AppEnv } from "../env";
import { MAIL_PREVIEW_CONTENT_SECURITY_POLICY } from "../lib/security-headers";
import { signingSecret } from "../lib/signing-secret";
import { valid } from "../lib/validate";

const originOf = (url: string) => new URL(url).origin;

// /api/admin/campaigns (issue 34; contract/campaigns.ts): admin-only through admin.ts. Sending happens in
// the sppc-campaigns queue, never in the request. Writes record their own audit entries; the preview and
// render are reads sent as POST (a segment is too big for a query string), so they are not audited.
export const adminCampaignRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await listCampaigns(c.var.db, new Date())))
  .post("/preview", valid("json", campaignPreviewSchema), async (c) => {
    markAudited(c);
    return c.json(await previewSegment(c.var.db, c.req.valid("json"), new Date()));
  })
  .post("/", valid("json", campaignCreateSchema), async (c) => {
    const admin = await requireAdmin(c);
    const deps = { db: c.var.db, queue: c.env.CAMPAIGN_QUEUE };
    const created = await createCampaign(deps, admin, c.req.valid("json"), originOf(c.req.url), new Date());
    markAudited(c);
    return c.json(created, 201);
  })
  .get("/:id", valid("param", campaignIdParamSchema), async (c) =>
    c.json(await campaignDetail(c.var.db, c.req.valid("param").id, new Date())),
  )
  .put("/:id", valid("param", campaignIdParamSchema), valid("json", campaignCreateSchema), async (c) => {
    const admin = await requireAdmin(c);
    const deps = { db: c.var.db, queue: c.env.CAMPAIGN_QUEUE };
    const { id } = c.req.valid("param");
    const updated = await updateCampaign(deps, admin, id, c.req.valid("json"), new Date());
    markAudited(c);
    return c.json(updated);
  })
  .post("/:id/send", valid("param", campaignIdParamSchema), async (c) => {
    const admin = await requireAdmin(c);
    const deps = { db: c.var.db, queue: c.env.CAMPAIGN_QUEUE };
    const started = await sendCampaign(deps, admin, c.req.valid("param").id, new Date());
    markAudited(c);
    return c.json(started, 202);
  })
  .post("/:id/cancel", valid("param", campaignIdParamSchema), async (c) => {
    const admin = await requireAdmin(c);
    const cancelled = await cancelCampaign(c.var.db, admin, c.req.valid("param").id);
    markAudited(c);
    return c.json(cancelled);
  })
  .post(
    "/:id/render",
    valid("param", campaignIdParamSchema),
    valid("json", campaignRenderSchema),
    async (c) => {
      const origin = originOf(c.req.url);
      const link = { secret: signingSecret(c.env, origin), origin, now: new Date() };
      markAudited(c);
      return c.json(
        await renderForMember(c.var.db, c.req.valid("param").id, c.req.valid("json").userId, link),
      );
    },
  )
  // The same mail as a document for the preview's sandboxed frame, with the narrow policy that lets its
  // inline styles show (security-headers.ts). Asked by the page after the POST above, which is audited.
  .get(
    "/:id/render.html",
    valid("param", campaignIdParamSchema),
    valid("query", campaignRenderSchema),
    async (c) => {
      const origin = originOf(c.req.url);
      const link = { secret: signingSecret(c.env, origin), origin, now: new Date() };
      const { id } = c.req.valid("param");
      const rendered = await renderForMember(c.var.db, id, c.req.valid("query").userId, link);
      return c.html(rendered.html, 200, { "Content-Security-Policy": MAIL_PREVIEW_CONTENT_SECURITY_POLICY });
    },
  )
  .post("/:id/test", valid("param", campaignIdParamSchema), valid("json", campaignTestSchema), async (c) => {
    const admin = await requireAdmin(c);
    const origin = originOf(c.req.url);
    const link = { secret: signingSecret(c.env, origin), origin, now: new Date() };
    const input = { id: c.req.valid("param").id, language: c.req.valid("json").language };
    const sent = await sendTestToSelf(c.var.db, c.var.mailer, admin, input, link);
    markAudited(c);
    return c.json(sent, 202);
  });
