import { env } from "cloudflare:workers";
import { postJson } from "./accounts-helpers";
import { callApi } from "./call-api";

/** The fake Moyasar started by vitest.config.ts for the worker tests. */
export const fakeOrigin = (env as Env & { FAKE_MOYASAR_ORIGIN: string }).FAKE_MOYASAR_ORIGIN;

export type FakeDeliveryBody = {
  id: string;
  type: string;
  secret_token: string;
  data: {
    id: string;
    invoice_id: string;
    amount: number;
    currency: string;
    status: string;
    source: { message: string };
  };
};

/** Pays (or declines) the gateway invoice behind a checkout, as the member would on the hosted page. */
export async function payOnGateway(invoiceId: string, outcome: "paid" | "failed" = "paid") {
  const response = await fetch(`${fakeOrigin}/__control/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ invoiceId, outcome }),
  });
  if (!response.ok) throw new Error(`fake pay failed: ${response.status}`);
}

/**
 * The webhook body the gateway would send for an invoice's latest attempt. The worker under test has
 * no address the fake could post to, so the fake records deliveries and tests post them.
 */
export async function webhookFor(
  invoiceId: string,
  outcome: "paid" | "failed" = "paid",
): Promise<FakeDeliveryBody> {
  const response = await fetch(`${fakeOrigin}/v1/invoices/${invoiceId}`, {
    headers: { authorization: `Basic ${btoa(`${(env as Env).MOYASAR_SECRET_KEY}:`)}` },
  });
  const invoice = (await response.json()) as { payments: FakeDeliveryBody["data"][] };
  const payment = invoice.payments.findLast((attempt) => attempt.status === outcome);
  if (!payment) throw new Error(`no ${outcome} attempt on ${invoiceId}`);
  return {
    id: crypto.randomUUID(),
    type: outcome === "paid" ? "payment_paid" : "payment_failed",
    secret_token: (env as Env).MOYASAR_WEBHOOK_SECRET ?? "",
    data: payment,
  };
}

export function postWebhook(body: unknown): Promise<Response> {
  // Sent by the gateway's servers: JSON without an Origin header, like Moyasar's deliveries.
  return callApi("/api/payments/webhook", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

export async function checkout(body: unknown, cookie = "") {
  const response = await postJson("/api/payments/checkout", body, cookie);
  return { response, body: (await response.json()) as { paymentId: string; checkoutUrl: string } };
}

/** The gateway's invoice id is the last segment of its hosted page address. */
export const invoiceIdOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split("/").at(-1) ?? "";

export async function paymentRow(id: string) {
  return env.DB.prepare("select * from payments where id = ?")
    .bind(id)
    .first<Record<string, string | number | null>>();
}

export async function memberRow(email: string) {
  return env.DB.prepare(
    `select m.membership_id, m.membership_tier, m.subscription_status, m.membership_valid_until, m.user_id
       from members m join user u on u.id = m.user_id where u.email = ?`,
  )
    .bind(email)
    .first<Record<string, string | null>>();
}
