import { queryOptions } from "@tanstack/react-query";
import type {
  CheckoutInput,
  CheckoutResult,
  PaymentConfig,
  PaymentView,
} from "../../worker/contract/payments";
import { apiRequest, getJson } from "../lib/api";

/** Whether upgrades can be paid online here; without a gateway pages say 'Payment Unavailable'. */
export const paymentConfigQuery = queryOptions({
  queryKey: ["/api/payments/config"],
  queryFn: async () =>
    (await getJson<PaymentConfig>("/api/payments/config")) ?? { available: false, provider: null },
});

/** While the gateway has not confirmed yet, the return page asks again every 2 s for about half a minute. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLL_LIMIT = 15;

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: ["/api/payments", id],
    queryFn: async () => getJson<PaymentView>(`/api/payments/${encodeURIComponent(id)}`),
  });

/** Creates a payment and returns the gateway's hosted page to go to. */
export async function startCheckout(input: CheckoutInput): Promise<CheckoutResult> {
  const response = await apiRequest("POST", "/api/payments/checkout", input);
  return (await response.json()) as CheckoutResult;
}

/** Creates the payment and sends the browser to the gateway's page. */
export async function goToPayment(input: CheckoutInput): Promise<void> {
  window.location.assign((await startCheckout(input)).checkoutUrl);
}
