import {
  type CheckoutRequest,
  type GatewayCheckout,
  GatewayError,
  type GatewayEvent,
  type GatewayPaymentState,
  type PaymentGateway,
} from "./gateway";
import { sameSecret } from "./same-secret";

export const MOYASAR_API_BASE = "https://api.moyasar.com/v1";

type MoyasarOptions = {
  secretKey: string;
  /** The "secret token" set on the webhook in Moyasar's dashboard; every delivery carries it. */
  webhookSecret: string;
  apiBase?: string;
  /** Tests pass the fake gateway's fetch; production uses the global one. */
  fetch?: typeof fetch;
};

type MoyasarPayment = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  invoice_id?: string | null;
  source?: { message?: string | null } | null;
};

type MoyasarInvoice = {
  id: string;
  status: string;
  amount: number;
  currency: string;
  url: string;
  payments?: MoyasarPayment[] | null;
};

type MoyasarWebhook = {
  id?: unknown;
  type?: unknown;
  secret_token?: unknown;
  data?: MoyasarPayment | null;
};

// Invoice states that will never become paid. "initiated" stays payable after a failed attempt.
const closedInvoiceStates = new Set(["failed", "canceled", "expired", "voided", "refunded"]);

/**
 * Moyasar through its invoices API: the member pays on Moyasar's hosted page (mada, Visa/Mastercard,
 * Apple Pay, STC Pay), amounts in halalas, HTTP Basic auth with the secret key. Webhooks are
 * authenticated by the shared secret token in their body (Moyasar does not sign them), compared in
 * constant time; callers still check amount and currency against their own record.
 */
export function moyasarGateway(options: MoyasarOptions): PaymentGateway {
  const base = (options.apiBase ?? MOYASAR_API_BASE).replace(/\/$/, "");
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const authorization = `Basic ${btoa(`${options.secretKey}:`)}`;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        ...init,
        headers: { authorization, accept: "application/json", "content-type": "application/json" },
      });
    } catch (error) {
      throw new GatewayError(`Moyasar unreachable: ${String(error)}`, null);
    }
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    if (!response.ok) {
      throw new GatewayError(body?.message ?? `Moyasar answered ${response.status}`, response.status);
    }
    return body as T;
  }

  return {
    name: "Moyasar",

    async createCheckout(input: CheckoutRequest): Promise<GatewayCheckout> {
      const invoice = await call<MoyasarInvoice>("/invoices", {
        method: "POST",
        body: JSON.stringify({
          amount: input.amountHalalas,
          currency: input.currency,
          description: input.description,
          success_url: input.returnUrl,
          back_url: input.cancelUrl,
          metadata: input.metadata,
        }),
      });
      if (!invoice?.id || !invoice.url) throw new GatewayError("Moyasar returned no invoice", null);
      return { ref: invoice.id, url: invoice.url };
    },

    async fetchCheckout(ref: string): Promise<GatewayPaymentState> {
      const invoice = await call<MoyasarInvoice>(`/invoices/${encodeURIComponent(ref)}`);
      const lastAttempt = invoice.payments?.at(-1);
      return {
        status:
          invoice.status === "paid" ? "paid" : closedInvoiceStates.has(invoice.status) ? "failed" : "pending",
        amountHalalas: invoice.amount,
        currency: invoice.currency,
        message: lastAttempt?.source?.message ?? null,
      };
    },

    async readWebhook(body: string): Promise<GatewayEvent | null> {
      let event: MoyasarWebhook;
      try {
        event = JSON.parse(body) as MoyasarWebhook;
      } catch {
        return null;
      }
      if (typeof event.secret_token !== "string") return null;
      if (!(await sameSecret(event.secret_token, options.webhookSecret))) return null;
      if (typeof event.id !== "string" || typeof event.type !== "string") return null;
      const payment = event.data;
      return {
        eventId: event.id,
        type: event.type,
        ref: payment?.invoice_id ?? null,
        // "payment_faild" is how Moyasar's documentation spells one of its event names.
        status:
          event.type === "payment_paid"
            ? "paid"
            : event.type === "payment_failed" || event.type === "payment_faild"
              ? "failed"
              : "pending",
        amountHalalas: payment?.amount ?? 0,
        currency: payment?.currency ?? "",
        message: payment?.source?.message ?? null,
      };
    },
  };
}
