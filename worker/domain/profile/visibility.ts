import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  connectionRequests,
  conversationIdOf,
  conversations,
  memberConnections,
  notifications,
  postComments,
  posts,
} from "../../db/schema";
import type { Viewer } from "../members";
import { sharesProfileSql } from "../network/sharing-rule";
import { connectionPair } from "./connections";
import { sharesProfile } from "./sharing";

/**
 * May the viewer see this member's name and photo (the message header, GET /api/profile/photo/:id)?
 * Yes when the member shares their profile (the one sharing rule, sharing-rule.ts); for a visitor
 * nothing else. For a member: themself, staff (admins), and members the member has shown themselves
 * to: connected with them or asked them to connect (as their card, findPublicProfile), a message
 * exchanged either way, a notice they caused in the viewer's bell, or a post or comment in the feed
 * (the feed shows every member its authors' names and photos, so refusing the photo there protects
 * nothing and only breaks the feed). Anyone else sees the neutral placeholder of a non-sharing member.
 */
export async function mayShowMember(db: Database, memberId: string, viewer: Viewer | null): Promise<boolean> {
  if (!viewer) return sharesProfile(db, memberId);
  const viewerId = viewer.user.id;
  if (viewerId === memberId || viewer.member.role === "admin") return true;
  const pair = connectionPair(memberId, viewerId);
  const row = await db.get<{ shown: number }>(sql`select (
    ${sharesProfileSql(sql`${memberId}`)}
    or exists (select 1 from ${memberConnections}
      where ${memberConnections.userA} = ${pair.userA} and ${memberConnections.userB} = ${pair.userB})
    or exists (select 1 from ${connectionRequests}
      where ${connectionRequests.requesterUserId} = ${memberId}
        and ${connectionRequests.addresseeUserId} = ${viewerId})
    or exists (select 1 from ${conversations}
      where ${conversations.id} = ${conversationIdOf(memberId, viewerId)} and ${conversations.lastSeq} > 0)
    or exists (select 1 from ${notifications}
      where ${notifications.userId} = ${viewerId} and ${notifications.actorUserId} = ${memberId})
    or exists (select 1 from ${posts}
      where ${posts.authorUserId} = ${memberId} and ${posts.removedAt} is null)
    or exists (select 1 from ${postComments} join ${posts} on ${posts.id} = ${postComments.postId}
      where ${postComments.authorUserId} = ${memberId} and ${posts.removedAt} is null)
  ) as shown`);
  return row?.shown === 1;
}
