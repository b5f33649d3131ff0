import { sql } from "drizzle-orm";
import type { ConnectionRequests } from "../../contract/network";
import type { Database } from "../../db/client";
import { type PersonRow, personColumns, toPerson } from "./directory-rows";

type RequestRow = PersonRow & { requestedAt: string };

/**
 * The viewer's pending requests both ways, newest first. A requester is shown to the member they asked
 * whether or not they share their profile: asking is showing yourself to that one person.
 */
export async function connectionRequestLists(db: Database, viewerId: string): Promise<ConnectionRequests> {
  const list = (
    mine: "requester_user_id" | "addressee_user_id",
    theirs: "requester_user_id" | "addressee_user_id",
  ) =>
    db.all<RequestRow>(sql`select ${personColumns}, r.created_at as requestedAt
      from connection_requests r join members m on m.user_id = r.${sql.raw(theirs)}
      join "user" u on u.id = m.user_id
      where r.${sql.raw(mine)} = ${viewerId}
      order by r.created_at desc limit 100`);
  const [incoming, outgoing] = await Promise.all([
    list("addressee_user_id", "requester_user_id"),
    list("requester_user_id", "addressee_user_id"),
  ]);
  const withTime = (row: RequestRow) => ({ ...toPerson(row), requestedAt: row.requestedAt });
  return { incoming: incoming.map(withTime), outgoing: outgoing.map(withTime) };
}
