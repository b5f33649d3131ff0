import type {
  MembershipConfirmInput,
  MembershipConfirmResult,
  MembershipRegisterInput,
  MembershipRegisterResult,
} from "../../../worker/contract/membership-register";
import { api, unwrap } from "../../lib/api-client";
import { hasStatus } from "../../lib/api-errors";

export type RegisterFailure = "sign_in" | "rate_limited" | "other";

/** POST /api/membership/register; a 409 means the email belongs to an account with a password. */
export async function registerMembership(input: MembershipRegisterInput): Promise<MembershipRegisterResult> {
  return await unwrap(api.membership.register.$post({ json: input }));
}

/** POST /api/membership/register/confirm: the emailed link, followed (creates the account once). */
export async function confirmRegistration(input: MembershipConfirmInput): Promise<MembershipConfirmResult> {
  return await unwrap(api.membership.register.confirm.$post({ json: input }));
}

/** A 429: this address (or this network) was mailed enough for the hour; the page says so. */
export function registerFailure(error: unknown): RegisterFailure {
  if (hasStatus(error, 429)) return "rate_limited";
  return hasStatus(error, 409) ? "sign_in" : "other";
}
