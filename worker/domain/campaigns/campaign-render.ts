import { eq, sql } from "drizzle-orm";
import type { CampaignChannel, CampaignRendered } from "../../contract/campaigns";
import type { Language } from "../../contract/enums";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import type { Mailer } from "../../email/mailer";
import { AppError } from "../../errors";
import { isLanguage } from "../../lib/language";
import { recordAudit } from "../audit";
import { mailTopicOn } from "../mail-preferences/topic-consent";
import type { Viewer } from "../members";
import { type CampaignContent, campaignLanguage, campaignMessage } from "./campaign-mail";
import { campaignTopic, segmentCondition, segmentFrom } from "./segment";

type Link = { secret: string; origin: string; now: Date };

async function campaignContent(db: Database, id: string) {
  const row = await db.select().from(campaigns).where(eq(campaigns.id, id)).get();
  if (!row) throw new AppError("not_found", "No such campaign");
  return row;
}

/**
 * POST /api/admin/campaigns/{id}/render: the mail exactly as this member would get it (their language,
 * direction, unsubscribe footer) and the channels that would reach them: none outside the segment (or,
 * once sending started, outside its snapshot), email only while its kind of mail is on, push only with a
 * device and announcements not switched off.
 */
export async function renderForMember(
  db: Database,
  id: string,
  userId: string,
  link: Link,
): Promise<CampaignRendered> {
  const campaign = await campaignContent(db, id);
  const started = campaign.status === "sending" || campaign.status === "sent";
  const reached = started
    ? sql`exists (select 1 from campaign_recipients r where r.campaign_id = ${id} and r.user_id = m.user_id)`
    : segmentCondition(campaign.segment, campaign.kind, link.now);
  const reader = await db.get<{
    email: string;
    language: string;
    inSegment: number;
    mailOn: number;
    device: number;
    pushOff: number;
  }>(sql`
    select u.email, m.preferred_language as language, ${reached} as inSegment,
           ${mailTopicOn(campaignTopic(campaign.kind), sql`m.user_id`)} as mailOn,
           exists (select 1 from push_subscriptions s where s.user_id = m.user_id) as device,
           exists (select 1 from push_kinds_off k where k.user_id = m.user_id and k.kind = 'announcement') as pushOff
      from ${segmentFrom} where m.user_id = ${userId}`);
  if (!reader) throw new AppError("not_found", "No such member");
  const language: Language = isLanguage(reader.language) ? reader.language : "en";
  const content: CampaignContent = campaign;
  const message = await campaignMessage(content, { userId, email: reader.email, language }, link);
  const chosen = new Set(campaign.channels);
  const channels: CampaignChannel[] = !reader.inSegment
    ? []
    : campaign.channels.filter((channel) =>
        channel === "email" ? reader.mailOn : channel === "push" ? reader.device && !reader.pushOff : true,
      );
  const shown = campaignLanguage(content, language);
  return {
    language: shown,
    dir: shown === "en" ? "ltr" : "rtl",
    subject: message.subject,
    html: message.html,
    text: message.text,
    channels: channels.filter((channel) => chosen.has(channel)),
  };
}

/**
 * POST /api/admin/campaigns/{id}/test: the campaign mailed to the admin who asks, as a member in the
 * chosen language would get it, its subject marked as a test. An ordinary outbox row (not one of the
 * campaign's ids), so no count of the campaign includes it.
 */
export async function sendTestToSelf(
  db: Database,
  mailer: Pick<Mailer, "send">,
  admin: Viewer,
  input: { id: string; language?: Language },
  link: Link,
): Promise<{ to: string }> {
  const campaign = await campaignContent(db, input.id);
  const own = admin.member.preferredLanguage;
  const language = input.language ?? (isLanguage(own) ? own : "en");
  const message = await campaignMessage(
    campaign,
    { userId: admin.user.id, email: admin.user.email, language },
    link,
  );
  await mailer.send({ ...message, subject: `[Test] ${message.subject}` });
  await recordAudit(db, admin, { action: "campaign.test", targetType: "campaign", targetId: input.id });
  return { to: admin.user.email };
}
