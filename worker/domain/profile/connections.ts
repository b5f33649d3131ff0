import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { memberConnections } from "../../db/schema";

/**
 * Accepted connections (member_connections). Requests, acceptance and removal are use-cases in
 * domain/network/connection-requests.ts: nothing here creates a connection without consent.
 */

/** The schema stores each connection once, smaller user id first, so A-B and B-A are one row. */
export function connectionPair(one: string, other: string): { userA: string; userB: string } {
  return one < other ? { userA: one, userB: other } : { userA: other, userB: one };
}

export async function isConnected(db: Database, one: string, other: string): Promise<boolean> {
  const pair = connectionPair(one, other);
  const row = await db
    .select({ userA: memberConnections.userA })
    .from(memberConnections)
    .where(and(eq(memberConnections.userA, pair.userA), eq(memberConnections.userB, pair.userB)))
    .get();
  return Boolean(row);
}

export function connectionsOf(userId: string) {
  return or(eq(memberConnections.userA, userId), eq(memberConnections.userB, userId));
}
