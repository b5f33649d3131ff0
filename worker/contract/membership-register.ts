import { z } from "zod";
import { choice } from "./choice";
import {
  type MembershipTierId,
  membershipTierWords,
  professions,
  registrationCities,
  tierForLabel,
} from "./enums";

/** The tier each registration word reads as (the one mapping, in enums.ts). */
export const tierForRegistration = tierForLabel;

const required = (label: string) => z.string().trim().min(1, `${label} is required`).max(200);

/** POST /api/membership/register (spec point 4: membership registration payload). */
export const membershipRegisterSchema = z.object({
  fullName: required("Full name"),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email("Valid email is required")),
  phone: required("Phone"),
  /** The form's select boxes (spec point 9's lists): the server takes nothing else. */
  profession: choice(professions, "Profession is required"),
  company: required("Company"),
  city: choice(registrationCities, "City is required"),
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
  /** True for visitors: the number, the set-password link and any payment link were emailed. */
  emailed: boolean;
};
