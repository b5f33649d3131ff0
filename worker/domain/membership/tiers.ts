import type { MembershipTier } from "../../contract/membership";
import type { Database } from "../../db/client";
import { listAdminTiers } from "./admin-tiers";

/** GET /api/membership/tiers: every tier as /membership and /subscription show it, in the admins' order. */
export async function listMembershipTiers(db: Database): Promise<MembershipTier[]> {
  return (await listAdminTiers(db)).map(({ sortOrder: _order, createdAt: _created, ...tier }) => tier);
}
