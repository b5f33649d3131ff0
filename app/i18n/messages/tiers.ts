import { defineCatalog } from "../define";

/**
 * The membership tiers' names, one pair per tier of worker/contract/enums.ts (membershipTierIds); every
 * page that names a member's tier reads it here (app/components/membership/tier-words.ts).
 */
const en = {
  tierBasic: "Basic",
  tierPremium: "Premium",
  tierExecutive: "Executive",
  memberBasic: "Basic Member",
  memberPremium: "Premium Member",
  memberExecutive: "Executive Member",
};

export type TiersTexts = typeof en;

export const tiersMessages = defineCatalog(en, {
  ar: () => import("./tiers.ar"),
  ur: () => import("./tiers.ur"),
});
