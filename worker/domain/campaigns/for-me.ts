import { sql } from "drizzle-orm";
import type { CampaignForMe, LocalisedText } from "../../contract/campaigns";
import type { Database } from "../../db/client";
import { isLanguage } from "../../lib/language";
import { campaignText } from "./campaign-mail";

type Row = {
  subject: string;
  body: string;
  startedAt: string | null;
  language: string | null;
  snapshot: string;
};

/**
 * A campaign as one member it reached reads it in the app: only a member in its snapshot
 * (campaign_recipients) and only once it is sending or sent. Anything else is null, so the answer never
 * tells a member that some other campaign, or an unsent draft, exists. The language is chosen as the
 * mail chooses it (their preferred language now, English where the campaign was not written in it).
 */
export async function campaignForMember(
  db: Database,
  campaignId: string,
  userId: string,
): Promise<CampaignForMe | null> {
  const row = await db.get<Row>(sql`
    select c.subject, c.body, c.started_at as startedAt, m.preferred_language as language,
           r.language as snapshot
      from campaign_recipients r
      join campaigns c on c.id = r.campaign_id
      left join members m on m.user_id = r.user_id
     where r.campaign_id = ${campaignId} and r.user_id = ${userId} and c.status in ('sending', 'sent')`);
  if (!row) return null;
  const preferred = row.language ?? row.snapshot;
  const text = campaignText(
    { subject: JSON.parse(row.subject) as LocalisedText, body: JSON.parse(row.body) as LocalisedText },
    isLanguage(preferred) ? preferred : "en",
  );
  return { ...text, sentAt: row.startedAt };
}
