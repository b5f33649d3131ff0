import { displayTier, type MembershipTierId } from "../../../worker/contract/enums";
import { useT } from "../../i18n";
import { type TiersTexts, tiersMessages } from "../../i18n/messages/tiers";

// Keyed by the tier list itself: a new tier does not compile until it has its words.
const nameKeys = {
  basic: "tierBasic",
  premium: "tierPremium",
  executive: "tierExecutive",
} as const satisfies Record<MembershipTierId, keyof TiersTexts>;
const memberKeys = {
  basic: "memberBasic",
  premium: "memberPremium",
  executive: "memberExecutive",
} as const satisfies Record<MembershipTierId, keyof TiersTexts>;

/**
 * A tier's words in the page's language: `name` ("Executive") and `member` ("Executive Member").
 * Takes any stored or sent word (displayTier): no membership and unknown words read as Basic.
 */
export function useTierWords() {
  const t = useT(tiersMessages);
  return {
    name: (tier: string | null | undefined) => t(nameKeys[displayTier(tier)]),
    member: (tier: string | null | undefined) => t(memberKeys[displayTier(tier)]),
  };
}
