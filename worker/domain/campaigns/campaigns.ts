import { and, eq, inArray } from "drizzle-orm";
import type { CampaignCreate, CampaignCreated } from "../../contract/campaigns";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { AppError } from "../../errors";
import { auditInsert, recordAudit } from "../audit";
import type { Viewer } from "../members";
import { segmentCount } from "./preview";
import { type CampaignQueueMessage, queueCampaignStep } from "./queue";

// A refused change (409, 404) writes no audit entry: the entry follows the change that happened.

/** Only a campaign not yet started can be edited, sent or called off. */
const UNSENT = ["draft", "scheduled"] as const;

export type CampaignDeps = { db: Database; queue: Queue<CampaignQueueMessage> };

function sendAtOf(input: CampaignCreate, now: Date): string | null {
  if (!input.sendAt) return null;
  const at = new Date(input.sendAt);
  if (at.getTime() <= now.getTime())
    throw new AppError("validation_failed", "Check the highlighted fields", {
      sendAt: ["Send time must be in the future"],
    });
  return at.toISOString();
}

const fieldsOf = (input: CampaignCreate, sendAt: string | null) => ({
  name: input.name,
  kind: input.kind,
  segment: input.segment,
  channels: [...new Set(input.channels)],
  subject: input.subject,
  body: input.body,
  sendAt,
  status: sendAt ? ("scheduled" as const) : ("draft" as const),
});

/**
 * POST /api/admin/campaigns: a draft, or a campaign scheduled for sendAt. A scheduled one within the
 * queue's 12-hour delay gets its start message now; a later one is started by the 10-minute cron.
 */
export async function createCampaign(
  { db, queue }: CampaignDeps,
  admin: Viewer,
  input: CampaignCreate,
  origin: string,
  now: Date,
): Promise<CampaignCreated> {
  const sendAt = sendAtOf(input, now);
  const id = crypto.randomUUID();
  const fields = fieldsOf(input, sendAt);
  await db.batch([
    db.insert(campaigns).values({
      id,
      ...fields,
      origin,
      createdByUserId: admin.user.id,
      createdByName: admin.user.name || admin.user.id,
      createdAt: now.toISOString(),
    }),
    auditInsert(db, admin, {
      action: "campaign.create",
      targetType: "campaign",
      targetId: id,
      after: { name: input.name, kind: input.kind, channels: fields.channels, sendAt },
    }),
  ]);
  if (sendAt) await queueCampaignStep(queue, id, now, new Date(sendAt));
  return { id, recipients: await segmentCount(db, input.segment, input.kind, now) };
}

/** PUT /api/admin/campaigns/{id}: rewrites a draft or scheduled campaign (409 once it started). */
export async function updateCampaign(
  { db, queue }: CampaignDeps,
  admin: Viewer,
  id: string,
  input: CampaignCreate,
  now: Date,
): Promise<CampaignCreated> {
  const sendAt = sendAtOf(input, now);
  const changed = await db
    .update(campaigns)
    .set(fieldsOf(input, sendAt))
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, UNSENT)))
    .returning({ id: campaigns.id });
  if (changed.length === 0) await refuseUnsent(db, id);
  await recordAudit(db, admin, {
    action: "campaign.update",
    targetType: "campaign",
    targetId: id,
    after: { name: input.name, kind: input.kind, sendAt },
  });
  if (sendAt) await queueCampaignStep(queue, id, now, new Date(sendAt));
  return { id, recipients: await segmentCount(db, input.segment, input.kind, now) };
}

/** Why a conditional change matched nothing: 404 for no such campaign, 409 for one already started. */
async function refuseUnsent(db: Database, id: string): Promise<never> {
  const found = await db
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, id))
    .get();
  if (!found) throw new AppError("not_found", "No such campaign");
  throw new AppError("conflict", `This campaign is ${found.status}`, { status: found.status });
}

/**
 * POST /api/admin/campaigns/{id}/send: one conditional update claims it (a double click, or the cron
 * racing the button, starts it once), then one queue message starts the background sender.
 */
export async function sendCampaign(
  { db, queue }: CampaignDeps,
  admin: Viewer,
  id: string,
  now: Date,
): Promise<{ id: string; status: "sending" }> {
  const nowIso = now.toISOString();
  const claimed = await db
    .update(campaigns)
    .set({ status: "sending", phase: "snapshot", cursor: "", startedAt: nowIso, heartbeatAt: nowIso })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, UNSENT)))
    .returning({ id: campaigns.id });
  if (claimed.length === 0) await refuseUnsent(db, id);
  await recordAudit(db, admin, { action: "campaign.send", targetType: "campaign", targetId: id });
  await queueCampaignStep(queue, id, now);
  return { id, status: "sending" };
}

/** POST /api/admin/campaigns/{id}/cancel: a draft or scheduled campaign is called off. */
export async function cancelCampaign(db: Database, admin: Viewer, id: string) {
  const changed = await db
    .update(campaigns)
    .set({ status: "cancelled" })
    .where(and(eq(campaigns.id, id), inArray(campaigns.status, UNSENT)))
    .returning({ id: campaigns.id });
  if (changed.length === 0) await refuseUnsent(db, id);
  await recordAudit(db, admin, { action: "campaign.cancel", targetType: "campaign", targetId: id });
  return { id, status: "cancelled" as const };
}
