import type {
  MembershipRegisterInput,
  MembershipRegisterResult,
} from "../../../worker/contract/membership-register";
import { api, unwrap } from "../../lib/api-client";
import { hasStatus } from "../../lib/api-errors";

export type RegisterFailure = "sign_in" | "other";

/** POST /api/membership/register; a 409 means the email belongs to an account with a password. */
export async function registerMembership(input: MembershipRegisterInput): Promise<MembershipRegisterResult> {
  return await unwrap(api.membership.register.$post({ json: input }));
}

export function registerFailure(error: unknown): RegisterFailure {
  return hasStatus(error, 409) ? "sign_in" : "other";
}
