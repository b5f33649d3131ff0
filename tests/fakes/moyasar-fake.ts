// A local fake of Moyasar's HTTP API (the only mock the payments issue allows): the invoices API the
// adapter calls, a hosted payment page a browser can click through, and webhook deliveries signed with
// the shared secret token. Used by the worker tests (vitest.config.ts) and the e2e run (global-setup).
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's fake Moyasar (its API is under /v1; its hosted page is what the browser sees). */
    fakeMoyasarOrigin: string;
  }
}

export type FakeInvoice = {
  id: string;
  status: "initiated" | "paid" | "failed" | "expired";
  amount: number;
  currency: string;
  description: string;
  url: string;
  success_url: string | null;
  back_url: string | null;
  metadata: Record<string, string> | null;
  payments: FakePayment[];
};

export type FakePayment = {
  id: string;
  status: "paid" | "failed";
  amount: number;
  currency: string;
  invoice_id: string;
  source: { type: "mada"; message: string };
};

export type FakeDelivery = { url: string; body: string; status: number | null };

export type FakeMoyasar = {
  /** e.g. http://127.0.0.1:40123 ; the API is under /v1. */
  origin: string;
  secretKey: string;
  webhookSecret: string;
  close(): Promise<void>;
};

export const SECRET_KEY = "sk_test_fake_moyasar";
export const WEBHOOK_SECRET = "whsec_fake_moyasar_shared_token";
export const DECLINE_MESSAGE = "Insufficient Funds";

export async function startFakeMoyasar(
  options: { port?: number; webhookUrl?: string } = {},
): Promise<FakeMoyasar> {
  const invoices = new Map<string, FakeInvoice>();
  const deliveries: FakeDelivery[] = [];
  let webhookUrl = options.webhookUrl ?? null;
  let origin = "";

  const authorized = (request: http.IncomingMessage) =>
    request.headers.authorization === `Basic ${Buffer.from(`${SECRET_KEY}:`).toString("base64")}`;

  async function deliver(payment: FakePayment): Promise<void> {
    if (!webhookUrl) return;
    const body = JSON.stringify({
      id: randomUUID(),
      type: payment.status === "paid" ? "payment_paid" : "payment_failed",
      created_at: new Date().toISOString(),
      secret_token: WEBHOOK_SECRET,
      account_name: "SPPC test",
      live: false,
      data: payment,
    });
    const delivery: FakeDelivery = { url: webhookUrl, body, status: null };
    deliveries.push(delivery);
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      delivery.status = response.status;
    } catch {
      delivery.status = 0;
    }
  }

  function pay(invoice: FakeInvoice, outcome: "paid" | "failed"): FakePayment {
    const payment: FakePayment = {
      id: randomUUID(),
      status: outcome,
      amount: invoice.amount,
      currency: invoice.currency,
      invoice_id: invoice.id,
      source: { type: "mada", message: outcome === "paid" ? "APPROVED" : DECLINE_MESSAGE },
    };
    invoice.payments.push(payment);
    if (outcome === "paid") invoice.status = "paid";
    return payment;
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", origin);
    const body = await new Promise<string>((resolve) => {
      let text = "";
      request.on("data", (chunk) => {
        text += chunk;
      });
      request.on("end", () => resolve(text));
    });
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(value));
    };
    const invoiceMatch = url.pathname.match(/^\/(v1\/)?invoices\/([^/]+)(\/pay)?$/);
    const invoice = invoiceMatch ? invoices.get(invoiceMatch[2] ?? "") : undefined;

    // The REST API, as the adapter calls it.
    if (url.pathname.startsWith("/v1/")) {
      if (!authorized(request)) {
        return json(401, {
          type: "authentication_error",
          message: "Invalid authorization credentials",
          errors: null,
        });
      }
      if (request.method === "POST" && url.pathname === "/v1/invoices") {
        const input = JSON.parse(body || "{}") as Partial<FakeInvoice>;
        if (!Number.isInteger(input.amount) || (input.amount ?? 0) < 100 || !input.description) {
          return json(400, {
            type: "invalid_request_error",
            message: "Validation Failed",
            errors: { amount: ["is invalid"] },
          });
        }
        const id = randomUUID();
        const created: FakeInvoice = {
          id,
          status: "initiated",
          amount: input.amount ?? 0,
          currency: input.currency ?? "SAR",
          description: input.description ?? "",
          url: `${origin}/invoices/${id}`,
          success_url: input.success_url ?? null,
          back_url: input.back_url ?? null,
          metadata: input.metadata ?? null,
          payments: [],
        };
        invoices.set(id, created);
        return json(201, created);
      }
      if (request.method === "GET" && invoiceMatch?.[1]) {
        return invoice
          ? json(200, invoice)
          : json(404, { type: "record_not_found", message: "Object not found" });
      }
      return json(404, { type: "record_not_found", message: "Object not found" });
    }

    // Test controls: where webhooks go, and what was delivered (to replay or to forge from).
    if (url.pathname === "/__control/webhook" && request.method === "POST") {
      webhookUrl = (JSON.parse(body || "{}") as { url?: string | null }).url ?? null;
      return json(200, { webhookUrl });
    }
    if (url.pathname === "/__control/deliveries") return json(200, { deliveries });
    if (url.pathname === "/__control/pay" && request.method === "POST") {
      // Pays (or declines) an invoice without a browser, as a member on the hosted page would.
      const input = JSON.parse(body || "{}") as { invoiceId?: string; outcome?: "paid" | "failed" };
      const target = invoices.get(input.invoiceId ?? "");
      if (!target) return json(404, { message: "Object not found" });
      const payment = pay(target, input.outcome ?? "paid");
      await deliver(payment);
      return json(200, { payment, invoice: target });
    }

    // The hosted payment page a member sees.
    if (invoiceMatch && !invoiceMatch[1]) {
      if (!invoice) {
        response.writeHead(404, { "content-type": "text/plain" });
        return response.end("Invoice not found");
      }
      if (request.method === "POST" && invoiceMatch[3]) {
        const outcome = new URLSearchParams(body).get("outcome") === "failed" ? "failed" : "paid";
        const payment = pay(invoice, outcome);
        await deliver(payment);
        const back = new URL((outcome === "paid" ? invoice.success_url : invoice.back_url) ?? origin);
        back.searchParams.set("id", invoice.id);
        back.searchParams.set("status", outcome);
        back.searchParams.set("message", payment.source.message);
        response.writeHead(303, { location: back.toString() });
        return response.end();
      }
      const amount = `${(invoice.amount / 100).toFixed(2)} ${invoice.currency}`;
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Moyasar test checkout</title></head>
<body><main><h1>Moyasar test checkout</h1><p>${escapeHtml(invoice.description)}</p><p>Amount: ${amount}</p>
<p>Status: ${invoice.status}</p>
<form method="post" action="/invoices/${invoice.id}/pay"><input type="hidden" name="outcome" value="paid"><button type="submit">Pay with mada</button></form>
<form method="post" action="/invoices/${invoice.id}/pay"><input type="hidden" name="outcome" value="failed"><button type="submit">Decline payment</button></form>
</main></body></html>`);
    }
    response.writeHead(404, { "content-type": "text/plain" });
    response.end("Not found");
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  // Never the reason a test process stays alive.
  server.unref();
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    close: () =>
      new Promise<void>((resolve) => {
        // Keep-alive sockets from workerd or the browser would otherwise hold the server open.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
