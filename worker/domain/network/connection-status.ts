import { and, eq, or } from "drizzle-orm";
import type { ConnectionState, ConnectionStatus } from "../../contract/home";
import type { Database } from "../../db/client";
import { connectionRequests } from "../../db/schema";
import { isConnected } from "../profile/connections";

/** Where `me` stands with `other`: connected, a request either way, or nothing. */
export async function connectionStatus(db: Database, me: string, other: string): Promise<ConnectionStatus> {
  if (await isConnected(db, me, other)) return "connected";
  const pending = await db
    .select({ requester: connectionRequests.requesterUserId })
    .from(connectionRequests)
    .where(
      or(
        and(eq(connectionRequests.requesterUserId, me), eq(connectionRequests.addresseeUserId, other)),
        and(eq(connectionRequests.requesterUserId, other), eq(connectionRequests.addresseeUserId, me)),
      ),
    )
    .get();
  if (!pending) return "none";
  return pending.requester === me ? "outgoing" : "incoming";
}

export const toConnectionState = (status: ConnectionStatus): ConnectionState => ({
  connected: status === "connected",
  status,
});

/** Has `requester` asked `addressee` and not been answered yet? */
export async function hasAsked(db: Database, requester: string, addressee: string): Promise<boolean> {
  const row = await db
    .select({ at: connectionRequests.createdAt })
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.requesterUserId, requester),
        eq(connectionRequests.addresseeUserId, addressee),
      ),
    )
    .get();
  return Boolean(row);
}
