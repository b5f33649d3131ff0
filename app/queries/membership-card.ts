import { queryOptions } from "@tanstack/react-query";
import type {
  MembershipVerification,
  OwnMembershipCard,
  PartnerDiscount,
} from "../../worker/contract/membership-card";
import type { SponsorshipPackage } from "../../worker/contract/partners";
import { ApiError, getJson } from "../lib/api";

/** Public: a card's validity for partner merchants; null when no membership has this number. */
export function membershipVerificationQuery(membershipId: string) {
  return queryOptions({
    queryKey: ["/api/membership/verify", membershipId],
    queryFn: async () => {
      try {
        return await getJson<MembershipVerification>(
          `/api/membership/verify/${encodeURIComponent(membershipId)}`,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

export const partnerDiscountsQuery = queryOptions({
  queryKey: ["/api/membership/partners"],
  queryFn: async () =>
    (await getJson<{ partners: PartnerDiscount[] }>("/api/membership/partners"))?.partners ?? [],
});

/** The signed-in member's own card; null when they have no membership id yet. */
export const ownMembershipCardQuery = queryOptions({
  queryKey: ["/api/membership/card"],
  queryFn: async () =>
    (await getJson<{ card: OwnMembershipCard | null }>("/api/membership/card"))?.card ?? null,
});

/** Public: the active sponsorship packages of /partnerships, in the admins' order. */
export const sponsorshipPackagesQuery = queryOptions({
  queryKey: ["/api/membership/sponsorship-packages"],
  queryFn: async () =>
    (await getJson<{ packages: SponsorshipPackage[] }>("/api/membership/sponsorship-packages"))?.packages ??
    [],
});
