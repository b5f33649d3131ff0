import { z } from "zod";
import { paymentProviders, paymentStatuses } from "./enums";

// The value lists themselves (enums.ts), under the names the admin payments page imports.
export { paymentProviders as adminPaymentProviders, paymentStatuses as adminPaymentStatuses };

import type { AdminPayment } from "./payments";

/** An empty query value (`?status=`) means "no filter", as a cleared select sends it. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .literal("")
    .transform(() => undefined)
    .or(z.enum(values, { error: message }))
    .optional();

/** GET /api/admin/payments: filters and the cursor of the next page. */
export const adminPaymentsQuerySchema = z.object({
  status: optionalEnum(paymentStatuses, "Status must be pending, paid or failed"),
  provider: optionalEnum(paymentProviders, "Method must be moyasar or bank_transfer"),
  /** Matches the member's name or email, the membership id or the payment's reference. */
  q: z.string().trim().max(120, "Search must be at most 120 characters").optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuerySchema>;

/** At most this many payments per page. */
export const ADMIN_PAYMENTS_PAGE_SIZE = 50;

/** GET /api/admin/payments: newest first; pass nextCursor back as ?cursor= for the next page. */
export type AdminPaymentsPage = { payments: AdminPayment[]; nextCursor: string | null };
