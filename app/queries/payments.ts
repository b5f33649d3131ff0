import { queryOptions } from "@tanstack/react-query";
import type { CheckoutInput } from "../../worker/contract/payments";
import { api, pathParams, unwrap } from "../lib/api-client";

const PAYMENTS = api.payments.$path();

export const paymentKeys = {
  all: [PAYMENTS] as const,
  config: [api.payments.config.$path()] as const,
  mine: [PAYMENTS, "mine"] as const,
  one: (id: string) => [PAYMENTS, id] as const,
};

/** Whether upgrades can be paid online here; without a gateway pages say 'Payment Unavailable'. */
export const paymentConfigQuery = queryOptions({
  queryKey: paymentKeys.config,
  queryFn: async () => await unwrap(api.payments.config.$get()),
});

/** The signed-in member's payments and renewal reminders (profile, membership tab). */
export const myPaymentsQuery = queryOptions({
  queryKey: paymentKeys.mine,
  queryFn: async () => (await unwrap(api.payments.$get())).payments,
});

/** While the gateway has not confirmed yet, the return page asks again every 2 s for about half a minute. */
export const PAYMENT_POLL_MS = 2000;
export const PAYMENT_POLL_LIMIT = 15;

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.one(id),
    queryFn: async () => await unwrap(api.payments[":id"].$get(pathParams({ id }))),
  });

/** Creates a payment and returns the gateway's hosted page to go to. */
export async function startCheckout(input: CheckoutInput) {
  return await unwrap(api.payments.checkout.$post({ json: input }));
}

/**
 * Creates the payment and sends the browser to the gateway's page; "emailed" when the server instead
 * mailed the member a link (a visitor with a membership number and no signed link).
 */
export async function goToPayment(input: CheckoutInput): Promise<"redirecting" | "emailed"> {
  const result = await startCheckout(input);
  if ("emailed" in result) return "emailed";
  window.location.assign(result.checkoutUrl);
  return "redirecting";
}
