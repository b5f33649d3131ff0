import { queryOptions } from "@tanstack/react-query";
import { ApiError } from "../lib/api";
import { api, pathParams, unwrap } from "../lib/api-client";
import { hasStatus } from "../lib/api-errors";

/** Membership query keys; the admin pages invalidate partners and packages by these same paths. */
export const membershipKeys = {
  tiers: [api.membership.tiers.$path()] as const,
  verify: (membershipId: string) =>
    [api.membership.verify[":membershipId"].$path({ ...pathParams({ membershipId }), query: {} })] as const,
  partners: [api.membership.partners.$path()] as const,
  card: [api.membership.card.$path()] as const,
  sponsorshipPackages: [api.membership["sponsorship-packages"].$path()] as const,
};

/**
 * Public: a card's validity for partner merchants; null when no membership has this number. `partner`
 * (a partner's slug) only counts the check for that partner: the answer is the same, so is the key.
 */
export function membershipVerificationQuery(membershipId: string, partner?: string) {
  return queryOptions({
    queryKey: membershipKeys.verify(membershipId),
    queryFn: async () => {
      try {
        const query = partner ? { partner } : {};
        return await unwrap(
          api.membership.verify[":membershipId"].$get({ ...pathParams({ membershipId }), query }),
        );
      } catch (error) {
        if (hasStatus(error, 404)) return null;
        throw error;
      }
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

export const partnerDiscountsQuery = queryOptions({
  queryKey: membershipKeys.partners,
  queryFn: async () => (await unwrap(api.membership.partners.$get())).partners,
});

/** The signed-in member's own card; null when they have no membership id yet. */
export const ownMembershipCardQuery = queryOptions({
  queryKey: membershipKeys.card,
  queryFn: async () => (await unwrap(api.membership.card.$get())).card,
});

/** Public: the active sponsorship packages of /partnerships, in the admins' order. */
export const sponsorshipPackagesQuery = queryOptions({
  queryKey: membershipKeys.sponsorshipPackages,
  queryFn: async () => (await unwrap(api.membership["sponsorship-packages"].$get())).packages,
});
