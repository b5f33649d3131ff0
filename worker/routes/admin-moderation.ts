import { type Context, Hono, type MiddlewareHandler } from "hono";
import { requireAdmin } from "../auth/guards";
import { type ModerationDecision, moderationKinds, moderationQueueQuerySchema } from "../contract/moderation";
import { markAudited } from "../domain/audit";
import { decideModeration } from "../domain/moderation/decisions";
import { listModerationQueue } from "../domain/moderation/queue";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { valid } from "../lib/validate";
import { optionalNote, requiredReason } from "./decision-reason";

const kindOf = (value: string) => {
  const kind = moderationKinds.find((known) => known === value);
  if (!kind) throw new AppError("not_found", "Unknown kind of item");
  return kind;
};

/** An unknown kind is a 404 before anything about the body. */
const knownKind: MiddlewareHandler<AppEnv> = async (c, next) => {
  kindOf(c.req.param("kind") ?? "");
  await next();
};

async function decide(c: Context<AppEnv>, decision: ModerationDecision, note: string | null) {
  const admin = await requireAdmin(c);
  const kind = kindOf(c.req.param("kind") ?? "");
  const id = c.req.param("id") ?? "";
  const decided = await decideModeration(c.var.db, c.var.mailer, kind, decision, {
    id,
    reason: note,
    admin,
    origin: new URL(c.req.url).origin,
    now: new Date(),
  });
  markAudited(c);
  return { kind, id, decision, ...decided };
}

// /api/admin/moderation: every pending photo, job, business, application and reported post in one
// queue. Admin-only via admin.ts.
export const adminModerationRoutes = new Hono<AppEnv>()
  .get("/", valid("query", moderationQueueQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listModerationQueue(c.var.db, query));
  })

  // A reject carries a reason (emailed; missing or too short: 422); an approve may carry a note.
  .post("/:kind/:id/approve", knownKind, optionalNote, async (c) =>
    c.json(await decide(c, "approve", c.req.valid("json").note)),
  )
  .post("/:kind/:id/reject", knownKind, requiredReason, async (c) =>
    c.json(await decide(c, "reject", c.req.valid("json").reason)),
  );
