import { queryOptions } from "@tanstack/react-query";
import type { CheckoutResult, PaidTierId, PaymentConfig } from "../../worker/contract/payments";
import { apiRequest, getJson } from "../lib/api";

/** Whether upgrades can be paid online here; without a gateway the page says 'Payment Unavailable'. */
export const paymentConfigQuery = queryOptions({
  queryKey: ["/api/payments/config"],
  queryFn: async () =>
    (await getJson<PaymentConfig>("/api/payments/config")) ?? { available: false, provider: null },
});

/** Creates a payment for the signed-in member and returns the gateway's hosted page to go to. */
export async function startCheckout(tier: PaidTierId): Promise<CheckoutResult> {
  const response = await apiRequest("POST", "/api/payments/checkout", { tier });
  return (await response.json()) as CheckoutResult;
}
