import { type SQL, sql } from "drizzle-orm";
import type { ConnectionStatus } from "../../contract/home";
import type { NetworkPerson } from "../../contract/network";
import { displayName } from "../members";
import { profilePhotoUrl } from "../profile/photo";

/** The card columns every network list selects from `members m join "user" u`. */
export const personColumns = sql`m.user_id as id, m.first_name as firstName, m.last_name as lastName,
  u.name as accountName, m.title as title, m.company as company, m.location as location,
  m.photo_key as photoKey`;

export type PersonRow = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  accountName: string;
  title: string | null;
  company: string | null;
  location: string | null;
  photoKey: string | null;
};

export function toPerson(row: PersonRow): NetworkPerson {
  return {
    id: row.id,
    name: displayName(row.accountName, row.firstName, row.lastName),
    title: row.title,
    company: row.company,
    location: row.location,
    profileImageUrl: profilePhotoUrl(row.id, row.photoKey),
  };
}

/** Where the viewer stands with the row's member (`m`), computed in the same query as the list. */
export function statusColumn(viewerId: string): SQL<ConnectionStatus> {
  return sql<ConnectionStatus>`case
    when exists (select 1 from member_connections mc where
      (mc.user_a = ${viewerId} and mc.user_b = m.user_id) or (mc.user_b = ${viewerId} and mc.user_a = m.user_id))
      then 'connected'
    when exists (select 1 from connection_requests r
      where r.requester_user_id = ${viewerId} and r.addressee_user_id = m.user_id) then 'outgoing'
    when exists (select 1 from connection_requests r
      where r.requester_user_id = m.user_id and r.addressee_user_id = ${viewerId}) then 'incoming'
    else 'none' end`;
}

/** `text` anywhere inside `haystack`, with LIKE's own wildcards taken literally. */
export function containsText(haystack: SQL, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`${haystack} like ${`%${escaped}%`} escape '\\'`;
}
