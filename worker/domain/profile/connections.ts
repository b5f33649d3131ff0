import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { memberConnections } from "../../db/schema";

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

/** Idempotent: connecting twice leaves one row (the primary key absorbs the repeat). */
export async function connect(db: Database, one: string, other: string): Promise<void> {
  await db.insert(memberConnections).values(connectionPair(one, other)).onConflictDoNothing();
}

export async function disconnect(db: Database, one: string, other: string): Promise<void> {
  const pair = connectionPair(one, other);
  await db
    .delete(memberConnections)
    .where(and(eq(memberConnections.userA, pair.userA), eq(memberConnections.userB, pair.userB)));
}

export function connectionsOf(userId: string) {
  return or(eq(memberConnections.userA, userId), eq(memberConnections.userB, userId));
}
