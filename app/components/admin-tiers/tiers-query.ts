import { queryOptions } from "@tanstack/react-query";
import type { AdminMembershipTier } from "../../../worker/contract/admin-membership-tiers";
import { getJson } from "../../lib/api";

export const adminTiersBase = "/api/admin/membership-tiers";

export const fetchAdminTiers = async () =>
  (await getJson<{ tiers: AdminMembershipTier[] }>(adminTiersBase))?.tiers ?? [];

/** The tiers as admins see them (the tiers page, and the payments page's tier names). */
export const adminTiersQuery = queryOptions({ queryKey: [adminTiersBase], queryFn: fetchAdminTiers });
