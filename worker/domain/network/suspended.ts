import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { members } from "../../db/schema";
import { AppError } from "../../errors";

export const SUSPENDED_MEMBER_MESSAGE =
  "This member's account is suspended, so they cannot receive connection requests or messages for now.";

/**
 * Refuses to reach a suspended member: they cannot sign in to answer, so a request or a message would
 * wait unseen. The error's details name the reason, so the app can say it in the member's language.
 * Callers check this only after their own visibility rule (sharing, permission), so it never tells a
 * stranger anything about a member they could not reach anyway.
 */
export async function refuseIfSuspended(db: Database, userId: string): Promise<void> {
  const suspended = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.accountStatus, "suspended")))
    .get();
  if (suspended) throw new AppError("forbidden", SUSPENDED_MEMBER_MESSAGE, { reason: "member_suspended" });
}
