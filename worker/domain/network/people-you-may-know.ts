import { eq, sql } from "drizzle-orm";
import { matchCity } from "../../contract/cities";
import { type NetworkPerson, SUGGESTIONS_SHOWN } from "../../contract/network";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { type PersonRow, personColumns, toPerson } from "./directory-rows";
import { sharesProfileSql } from "./sharing-rule";

/**
 * Sharing members in the viewer's city and industry whom the viewer is neither connected to nor in a
 * pending request with, newest members first. Empty until the viewer's profile names both.
 */
export async function peopleYouMayKnow(db: Database, viewerId: string): Promise<NetworkPerson[]> {
  const me = await db
    .select({ city: members.location, industry: members.industry })
    .from(members)
    .where(eq(members.userId, viewerId))
    .get();
  const written = me?.city?.trim();
  if (!written || !me?.industry) return [];
  // A city id; a value not matched yet compares as written (any case).
  const city = matchCity(written) ?? written;
  const rows = await db.all<PersonRow>(sql`select ${personColumns}
    from members m join "user" u on u.id = m.user_id
    where m.user_id <> ${viewerId} and m.account_status = 'active'
      and m.industry = ${me.industry} and lower(trim(m.location)) = lower(${city})
      and ${sharesProfileSql(sql`m.user_id`)}
      and not exists (select 1 from member_connections mc where
        (mc.user_a = ${viewerId} and mc.user_b = m.user_id) or (mc.user_b = ${viewerId} and mc.user_a = m.user_id))
      and not exists (select 1 from connection_requests r where
        (r.requester_user_id = ${viewerId} and r.addressee_user_id = m.user_id)
        or (r.requester_user_id = m.user_id and r.addressee_user_id = ${viewerId}))
    order by m.created_at desc, m.user_id
    limit ${SUGGESTIONS_SHOWN}`);
  return rows.map(toPerson);
}
