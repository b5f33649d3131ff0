import type {
  MembershipRegisterInput,
  MembershipRegisterResult,
} from "../../../worker/contract/membership-register";
import { ApiError, apiRequest } from "../../lib/api";

export type RegisterFailure = "sign_in" | "other";

/** POST /api/membership/register; a 409 means the email belongs to an account with a password. */
export async function registerMembership(input: MembershipRegisterInput): Promise<MembershipRegisterResult> {
  const response = await apiRequest("POST", "/api/membership/register", input);
  return (await response.json()) as MembershipRegisterResult;
}

export function registerFailure(error: unknown): RegisterFailure {
  return error instanceof ApiError && error.status === 409 ? "sign_in" : "other";
}
