import { z } from "zod";
import type { ShownIn } from "./content-language";
import { type PaidTierId, type PaymentProvider, type PaymentStatus, paidTierIds } from "./enums";

// The tier list's paid part (enums.ts), also importable beside the payment schemas.
export { type PaidTierId, paidTierIds };

/** GET /api/payments/config: whether upgrades can be paid online here ('Payment Unavailable' otherwise). */
export type PaymentConfig = {
  available: boolean;
  /** The gateway's name for the page ("Moyasar"); null when none is configured. */
  provider: string | null;
};

/**
 * POST /api/payments/checkout. A signed-in member pays for their own membership. A visitor pays for a
 * membership id only with the signed `token` of the link mailed to that member; a visitor with an id
 * and no token gets `{ emailed: true }` (the member is mailed that link), whatever the id.
 */
export const checkoutSchema = z.object({
  tier: z.enum(paidTierIds).default("premium"),
  membershipId: z.string().trim().max(40).optional(),
  token: z.string().trim().max(200).optional(),
});
export type CheckoutInput = z.input<typeof checkoutSchema>;

/** The gateway's hosted payment page to send the member to. */
export type CheckoutResult = { paymentId: string; checkoutUrl: string };
/** 202: a link to pay was mailed to the member whose number was typed (when the number exists). */
export type CheckoutLinkSent = { emailed: true };

/**
 * GET /api/payments/:id: where a payment stands, for the page the gateway sends the member back to.
 * The id is a random UUID only the payer's browser has seen (it is in their return address).
 */
export type PaymentView = ShownIn<"tierName"> & {
  id: string;
  status: PaymentStatus;
  tier: PaidTierId;
  tierName: string;
  amountHalalas: number;
  currency: string;
  /** The gateway's message when the payment failed. */
  failureMessage: string | null;
  /** The card as it is now (upgraded once paid); `name` is masked ("A***d H****n") unless the signed-in owner asks. */
  membership:
    | (ShownIn<"tierName"> & {
        membershipId: string | null;
        name: string;
        tierName: string;
        validUntil: string | null;
      })
    | null;
};

/** One row of GET /api/admin/payments. */
export type AdminPayment = {
  id: string;
  member: { userId: string; name: string; email: string; membershipId: string | null } | null;
  tier: PaidTierId;
  amountHalalas: number;
  currency: string;
  provider: PaymentProvider;
  providerRef: string | null;
  status: PaymentStatus;
  failureMessage: string | null;
  recordedByName: string | null;
  paidAt: string | null;
  validUntil: string | null;
  createdAt: string;
};

/** POST /api/admin/payments/bank-transfer: an admin records a transfer that arrived in the bank. */
export const bankTransferSchema = z.object({
  membershipId: z.string().trim().min(1, "Membership ID is required").max(40),
  tier: z.enum(paidTierIds),
  /** Halalas; defaults to the tier's current price. */
  amountHalalas: z.number().int().positive().max(100_000_000).optional(),
  reference: z.string().trim().min(1, "Bank reference is required").max(120),
});
export type BankTransferInput = z.input<typeof bankTransferSchema>;

/** GET /api/payments: the signed-in member's own payments, newest first (the profile's membership tab). */
export type OwnPayment = ShownIn<"tierName"> & {
  id: string;
  tierName: string;
  amountHalalas: number;
  currency: string;
  method: "online" | "bank_transfer";
  status: PaymentStatus;
  paidAt: string | null;
  validUntil: string | null;
  createdAt: string;
};
