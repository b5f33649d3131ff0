import type { Database } from "../../db/client";
import { notify } from "../notifications/notify";

/**
 * The bell's membership notice ("Your membership is now Premium"). Nothing sets a member's tier yet:
 * issue 7 (payments) calls this wherever it writes members.membershipTier, after the write succeeds,
 * with the new tier id (basic, premium, executive). The link opens the membership tab of /profile.
 */
export async function notifyMembershipChange(db: Database, userId: string, tier: string): Promise<void> {
  await notify(db, { userId, kind: "membership", link: "/subscription", data: { tier } });
}
