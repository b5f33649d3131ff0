/**
 * What the app needs from a payment gateway: a hosted payment page for an amount, the state of that
 * payment, and authentic notifications about it. Moyasar (moyasar.ts) is the adapter in use: it serves
 * Saudi Arabia with mada, Apple Pay and STC Pay over a plain REST API a Worker can call. Another
 * gateway is another adapter; nothing outside worker/payments knows which one is configured.
 */
export interface PaymentGateway {
  /** Shown to the member ("Moyasar"). */
  readonly name: string;
  createCheckout(input: CheckoutRequest): Promise<GatewayCheckout>;
  /** Asks the gateway where a checkout stands (the return page does, in case a webhook is late). */
  fetchCheckout(ref: string): Promise<GatewayPaymentState>;
  /** The event in a webhook delivery, or null when the delivery is not authentic. */
  readWebhook(body: string, headers: Headers): Promise<GatewayEvent | null>;
}

export type CheckoutRequest = {
  amountHalalas: number;
  currency: "SAR";
  description: string;
  /** Where the gateway sends the member after paying, and when they give up. */
  returnUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
};

export type GatewayCheckout = { ref: string; url: string };

export type GatewayPaymentState = {
  status: "pending" | "paid" | "failed";
  amountHalalas: number;
  currency: string;
  /** The gateway's words about the last attempt ("Insufficient Funds"). */
  message: string | null;
};

export type GatewayEvent = GatewayPaymentState & {
  /** The gateway's id of this event: a repeat delivery carries the same id. */
  eventId: string;
  type: string;
  /** The checkout it is about (our payments.provider_ref); null for events about other things. */
  ref: string | null;
};

/** The gateway could not be reached or refused the request. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}
