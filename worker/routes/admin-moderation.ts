import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { moderationDecisions, moderationKinds, moderationQueueQuerySchema } from "../contract/moderation";
import { markAudited } from "../domain/audit";
import { decideModeration } from "../domain/moderation-decisions";
import { listModerationQueue } from "../domain/moderation-queue";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { valid } from "../lib/validate";
import { optionalReason, requiredReason } from "./decision-reason";

const kindOf = (value: string) => {
  const kind = moderationKinds.find((known) => known === value);
  if (!kind) throw new AppError("not_found", "Unknown kind of item");
  return kind;
};

// /api/admin/moderation: every pending photo, job, business, application and reported post in one
// queue. Admin-only via admin.ts.
export const adminModerationRoutes = new Hono<AppEnv>()
  .get("/", valid("query", moderationQueueQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listModerationQueue(c.var.db, query));
  })

  .post("/:kind/:id/:decision{approve|reject}", async (c) => {
    const admin = await requireAdmin(c);
    const kind = kindOf(c.req.param("kind"));
    const decision = moderationDecisions.find((known) => known === c.req.param("decision")) ?? "approve";
    // A reject carries a reason (emailed; missing or too short: 422); an approve may carry a note.
    const note = decision === "reject" ? await requiredReason(c) : await optionalReason(c);
    const decided = await decideModeration(c.var.db, c.var.mailer, kind, decision, {
      id: c.req.param("id"),
      reason: note,
      admin,
      origin: new URL(c.req.url).origin,
      now: new Date(),
    });
    markAudited(c);
    return c.json({ kind, id: c.req.param("id"), decision, ...decided });
  });
