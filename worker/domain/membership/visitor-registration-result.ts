import type { MembershipTierId } from "../../contract/enums";
import type { MembershipRegisterResult } from "../../contract/membership-register";

/**
 * A visitor's registration answer, the same whether the address was new or had an account: the
 * confirmation link goes to the inbox, and the number and next steps come only after it is followed.
 */
export function visitorRegistrationResult(tier: MembershipTierId): MembershipRegisterResult {
  return { membershipId: null, tier, paymentRequired: tier !== "basic", next: null, emailed: true };
}
