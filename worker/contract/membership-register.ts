import { z } from "zod";
import { choice } from "./choice";
import { memberCityField } from "./city-field";
import { type MembershipTierId, membershipTierWords, professions, tierForLabel } from "./enums";
import { phoneSchema } from "./phone-schemas";

/** The tier each registration word reads as (the one mapping, in enums.ts). */
export const tierForRegistration = tierForLabel;

const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200);

/** POST /api/membership/register (spec point 4: membership registration payload). */
export const membershipRegisterSchema = z.object({
  fullName: required("Full name"),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Valid email is required")),
  phone: phoneSchema("Phone is required"),
  /** The form's select boxes (spec point 9's lists): the server takes nothing else. */
  profession: choice(professions, "Profession is required"),
  company: required("Company"),
  /** A city of worker/contract/cities.ts: its id, or any spelling matchCity reads ("Riyadh", "Mecca"). */
  city: memberCityField("City is required"),
  membershipTier: z.enum(membershipTierWords).default("standard"),
});
export type MembershipRegisterInput = z.input<typeof membershipRegisterSchema>;

/**
 * A signed-in member gets their number here. A visitor gets the same answer whether the address was
 * new or already had an account (`membershipId` null, `emailed` true): what follows is in their inbox.
 */
export type MembershipRegisterResult = {
  membershipId: string | null;
  tier: MembershipTierId;
  /** Paid tiers stay Basic until paid at `next` (issue 7, payments). */
  paymentRequired: boolean;
  next: string | null;
  /** True for visitors: a confirmation link was emailed; the number and next steps come from it. */
  emailed: boolean;
};

/** POST /api/membership/register/confirm: the id and signature from the emailed confirmation link. */
export const membershipConfirmSchema = z.object({
  id: z.string().trim().min(1).max(64),
  token: z.string().trim().min(1).max(200),
});
export type MembershipConfirmInput = z.input<typeof membershipConfirmSchema>;

/**
 * What following the link did. "created": the account and its number exist from now on, with a
 * set-password link and, for a paid tier, the signed checkout link (the visitor just proved the
 * address is theirs). "existing": the address had an account already; a set-password link only when
 * that account has no password yet, else the visitor signs in.
 */
export type MembershipConfirmResult = {
  outcome: "created" | "existing";
  membershipId: string | null;
  tier: MembershipTierId;
  setPasswordUrl: string | null;
  checkoutUrl: string | null;
};
