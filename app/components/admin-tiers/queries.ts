import { queryOptions } from "@tanstack/react-query";
import type {
  AdminMembershipTier,
  AdminMembershipTierInput,
} from "../../../worker/contract/admin-membership-tiers";
import { apiRequest, getJson } from "../../lib/api";
import { useAdminMutation } from "../admin/admin-kit";

const base = "/api/admin/membership-tiers";
// Every page that shows tier prices reads this; refreshed after each edit.
const publicTiers = "/api/membership/tiers";

export const adminTiersQuery = queryOptions({
  queryKey: [base],
  queryFn: async () => (await getJson<{ tiers: AdminMembershipTier[] }>(base))?.tiers ?? [],
});

export type SaveTier = { id: string; input: AdminMembershipTierInput };

export const useSaveTier = (successTitle: string) =>
  useAdminMutation({
    mutationFn: ({ id, input }: SaveTier) => apiRequest("PUT", `${base}/${encodeURIComponent(id)}`, input),
    invalidate: [base, publicTiers],
    successTitle,
  });
