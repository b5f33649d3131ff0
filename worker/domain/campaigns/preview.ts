import { sql } from "drizzle-orm";
import type { CampaignKind, CampaignPreview, Segment, SegmentSampleMember } from "../../contract/campaigns";
import type { Database } from "../../db/client";
import { segmentCondition, segmentFrom } from "./segment";

const SAMPLE_SIZE = 10;

/** How many members the segment holds now. */
export async function segmentCount(db: Database, segment: Segment, kind: CampaignKind, now: Date) {
  const row = await db.get<{ count: number }>(
    sql`select count(*) as count from ${segmentFrom} where ${segmentCondition(segment, kind, now)}`,
  );
  return row?.count ?? 0;
}

/** POST /api/admin/campaigns/preview: the count as the admin builds the segment, and who some of them are. */
export async function previewSegment(
  db: Database,
  input: { segment: Segment; kind?: CampaignKind },
  now: Date,
): Promise<CampaignPreview> {
  const kind = input.kind ?? "promotional";
  const condition = segmentCondition(input.segment, kind, now);
  const [count, sample] = await Promise.all([
    segmentCount(db, input.segment, kind, now),
    db.all<SegmentSampleMember>(sql`
      select m.user_id as userId,
             coalesce(nullif(trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')), ''), u.name) as name,
             u.email, m.preferred_language as language, m.membership_tier as tier, m.location as city
        from ${segmentFrom} where ${condition}
       order by m.created_at desc, m.user_id limit ${SAMPLE_SIZE}`),
  ]);
  return { count, sample };
}
