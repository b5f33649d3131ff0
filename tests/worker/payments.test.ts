import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/db/client";
import { membershipTiers } from "../../worker/db/schema";
import { demoMembershipTiers } from "../../worker/db/seed/tiers";
import worker from "../../worker/index";
import { outboxFor, signUp, uniqueEmail } from "./accounts-helpers";
import { callApi } from "./call-api";
import {
  checkout,
  fakeOrigin,
  invoiceIdOf,
  memberRow,
  paymentRow,
  payOnGateway,
  postWebhook,
  webhookFor,
} from "./payment-helpers";
import { registerAndConfirm } from "./registration-helpers";

const DAY_MS = 86_400_000;
const receipts = async (email: string) =>
  (await outboxFor(email)).filter((mail) => mail.kind === "payment-receipt");

beforeAll(async () => {
  await createDb(env.DB).insert(membershipTiers).values(demoMembershipTiers).onConflictDoNothing();
});

/** A signed-in member who has started a Premium checkout. */
async function memberAtCheckout(tier: "premium" | "executive" = "premium") {
  const member = await signUp(uniqueEmail("payer"));
  const started = await checkout({ tier }, member.cookie);
  expect(started.response.status).toBe(201);
  return { ...member, ...started.body, invoiceId: invoiceIdOf(started.body.checkoutUrl) };
}

describe("payment configuration", () => {
  it("says payments are available when the gateway is configured", async () => {
    const response = await callApi("/api/payments/config");
    expect(await response.json()).toEqual({ available: true, provider: "Moyasar" });
  });

  it("answers 'Payment processing is not configured' without a gateway", async () => {
    const unconfigured = { ...env, MOYASAR_SECRET_KEY: "", MOYASAR_WEBHOOK_SECRET: "" };
    const call = async (path: string, init?: RequestInit) => {
      const context = createExecutionContext();
      const response = await worker.fetch(
        new Request(`http://localhost${path}`, init),
        unconfigured,
        context,
      );
      await waitOnExecutionContext(context);
      return response;
    };
    expect(await (await call("/api/payments/config")).json()).toEqual({ available: false, provider: null });
    const response = await call("/api/payments/checkout", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ tier: "premium" }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: {
        code: "unavailable",
        message: "Payment processing is not configured. Please contact support.",
      },
    });
  });
});

describe("checkout", () => {
  it("creates a Moyasar invoice for the tier's price and records the pending payment", async () => {
    const { paymentId, checkoutUrl, invoiceId } = await memberAtCheckout();
    expect(checkoutUrl).toBe(`${fakeOrigin}/invoices/${invoiceId}`);
    const payment = await paymentRow(paymentId);
    expect(payment).toMatchObject({
      tier: "premium",
      amount_halalas: 29_900,
      currency: "SAR",
      provider: "moyasar",
      provider_ref: invoiceId,
      status: "pending",
    });
    const invoice = (await (
      await fetch(`${fakeOrigin}/v1/invoices/${invoiceId}`, {
        headers: { authorization: `Basic ${btoa(`${(env as Env).MOYASAR_SECRET_KEY}:`)}` },
      })
    ).json()) as { amount: number; success_url: string; metadata: Record<string, string> };
    expect(invoice.amount).toBe(29_900);
    expect(invoice.success_url).toBe(`http://localhost/checkout?payment=${paymentId}`);
    expect(invoice.metadata.payment_id).toBe(paymentId);
  });

  it("reuses the open checkout when the member comes back within the hour", async () => {
    const first = await memberAtCheckout();
    const again = await checkout({ tier: "premium" }, first.cookie);
    expect(again.body.paymentId).toBe(first.paymentId);
    const count = await env.DB.prepare(
      "select count(*) as n from payments where user_id = (select id from user where email = ?)",
    )
      .bind(first.email)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("lets a just-registered visitor pay through the link their confirmed registration gives", async () => {
    const email = uniqueEmail("registrant");
    const { confirmed } = await registerAndConfirm({
      fullName: "Sana Mir",
      email,
      phone: "+966501234567",
      profession: "Civil Engineer",
      company: "SABIC",
      city: "Riyadh",
      membershipTier: "premium",
    });
    const link = new URL(confirmed.checkoutUrl ?? "");
    const membershipId = link.searchParams.get("membership_id") ?? "";
    expect(membershipId).toBe(confirmed.membershipId);
    const started = await checkout({ tier: "premium", membershipId, token: link.searchParams.get("token") });
    expect(started.response.status).toBe(201);
    expect((await paymentRow(started.body.paymentId))?.user_id).toBe((await memberRow(email))?.user_id);
  });

  it("refuses visitors without a membership id, and bad tiers", async () => {
    expect((await checkout({ tier: "premium" })).response.status).toBe(401);
    const member = await signUp();
    expect((await checkout({ tier: "basic" }, member.cookie)).response.status).toBe(422);
  });

  it("does not sell a plan that is not for sale", async () => {
    await env.DB.prepare("update membership_tiers set for_sale = 0 where id = 'executive'").run();
    try {
      const member = await signUp();
      const refused = await checkout({ tier: "executive" }, member.cookie);
      expect(refused.response.status).toBe(409);
    } finally {
      await env.DB.prepare("update membership_tiers set for_sale = 1 where id = 'executive'").run();
    }
  });
});

describe("the gateway's webhook", () => {
  it("marks the membership paid: Premium, active, valid for 365 days, one receipt", async () => {
    const { email, paymentId, invoiceId } = await memberAtCheckout();
    await payOnGateway(invoiceId);
    const before = Date.now();
    const response = await postWebhook(await webhookFor(invoiceId));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "applied" });

    const member = await memberRow(email);
    expect(member).toMatchObject({ membership_tier: "premium", subscription_status: "active" });
    const validUntil = Date.parse(String(member?.membership_valid_until));
    expect(validUntil).toBeGreaterThanOrEqual(before + 365 * DAY_MS - 1000);
    expect(validUntil).toBeLessThanOrEqual(Date.now() + 365 * DAY_MS);
    expect(await paymentRow(paymentId)).toMatchObject({
      status: "paid",
      valid_until: member?.membership_valid_until,
    });
    const [receipt, ...more] = await receipts(email);
    expect(more).toHaveLength(0);
    expect(receipt?.text).toContain("SAR 299.00");
    expect(receipt?.text).toContain(String(member?.membership_valid_until).slice(0, 10));
  });

  it("changes nothing when the same event arrives twice, or the same payment in a new event", async () => {
    const { email, invoiceId } = await memberAtCheckout();
    await payOnGateway(invoiceId);
    const event = await webhookFor(invoiceId);
    await postWebhook(event);
    const settled = await memberRow(email);

    const repeat = await postWebhook(event);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ received: true, outcome: "duplicate" });
    // A retry under a new event id (or a second notification) is settled once all the same.
    expect(await (await postWebhook({ ...event, id: crypto.randomUUID() })).json()).toEqual({
      received: true,
      outcome: "applied",
    });
    expect(await memberRow(email)).toEqual(settled);
    expect(await receipts(email)).toHaveLength(1);
    const events = await env.DB.prepare("select count(*) as n from payment_webhook_events where event_id = ?")
      .bind(event.id)
      .first<{ n: number }>();
    expect(events?.n).toBe(1);
  });

  it("refuses deliveries without the right secret token and changes nothing", async () => {
    const { email, paymentId, invoiceId } = await memberAtCheckout();
    await payOnGateway(invoiceId);
    const event = await webhookFor(invoiceId);
    for (const forged of [
      { ...event, secret_token: "guessed" },
      { ...event, secret_token: `${event.secret_token}x` },
      { ...event, secret_token: undefined },
    ]) {
      const response = await postWebhook(forged);
      expect(response.status).toBe(401);
    }
    const notJson = await callApi("/api/payments/webhook", { method: "POST", body: "secret_token=x" });
    expect([401, 403]).toContain(notJson.status);
    expect(await paymentRow(paymentId)).toMatchObject({ status: "pending" });
    expect(await memberRow(email)).toMatchObject({ membership_tier: "basic" });
  });

  it("never settles a payment whose amount or currency differs from what was asked", async () => {
    const { email, paymentId, invoiceId } = await memberAtCheckout();
    await payOnGateway(invoiceId);
    const event = await webhookFor(invoiceId);
    await postWebhook({ ...event, data: { ...event.data, amount: 100 } });
    await postWebhook({ ...event, id: crypto.randomUUID(), data: { ...event.data, currency: "USD" } });
    expect(await paymentRow(paymentId)).toMatchObject({ status: "pending" });
    expect(await memberRow(email)).toMatchObject({ membership_tier: "basic" });
  });

  it("records a declined payment with the gateway's message, and a later success still settles it", async () => {
    const { email, paymentId, invoiceId } = await memberAtCheckout();
    await payOnGateway(invoiceId, "failed");
    await postWebhook(await webhookFor(invoiceId, "failed"));
    const failed = (await (await callApi(`/api/payments/${paymentId}`)).json()) as Record<string, unknown>;
    expect(failed).toMatchObject({ status: "failed", failureMessage: "Insufficient Funds" });
    expect(await memberRow(email)).toMatchObject({ membership_tier: "basic" });

    await payOnGateway(invoiceId, "paid");
    await postWebhook(await webhookFor(invoiceId, "paid"));
    expect(await paymentRow(paymentId)).toMatchObject({ status: "paid", failure_message: null });
    expect(await memberRow(email)).toMatchObject({ membership_tier: "premium" });
  });
});

describe("the return page", () => {
  it("asks the gateway when the webhook has not arrived, and the late webhook changes nothing", async () => {
    const { email, paymentId, invoiceId } = await memberAtCheckout("executive");
    await payOnGateway(invoiceId);
    const response = await callApi(`/api/payments/${paymentId}`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const view = (await response.json()) as {
      status: string;
      tierName: string;
      membership: { tierName: string; validUntil: string; membershipId: string };
    };
    expect(view.status).toBe("paid");
    expect(view.tierName).toBe("Executive");
    expect(view.membership.tierName).toBe("Executive");
    expect(view.membership.membershipId).toMatch(/^SPPC-\d{8}-\d{4}$/);
    expect(view.membership.validUntil).toBe((await memberRow(email))?.membership_valid_until);

    await postWebhook(await webhookFor(invoiceId));
    expect(await receipts(email)).toHaveLength(1);
    expect((await memberRow(email))?.membership_valid_until).toBe(view.membership.validUntil);
  });

  it("answers 404 for ids that are not payments", async () => {
    expect((await callApi("/api/payments/not-a-payment")).status).toBe(404);
    expect((await callApi(`/api/payments/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe("the member's own payments", () => {
  it("lists them for the member only, newest first", async () => {
    const payer = await memberAtCheckout();
    await payOnGateway(payer.invoiceId);
    await postWebhook(await webhookFor(payer.invoiceId));
    const response = await callApi("/api/payments", { headers: { cookie: payer.cookie } });
    const { payments } = (await response.json()) as { payments: Record<string, unknown>[] };
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      id: payer.paymentId,
      tierName: "Premium",
      amountHalalas: 29_900,
      method: "online",
      status: "paid",
    });
    const other = await signUp();
    expect(await (await callApi("/api/payments", { headers: { cookie: other.cookie } })).json()).toEqual({
      payments: [],
    });
    expect((await callApi("/api/payments")).status).toBe(401);
  });
});

describe("renewing and tier order", () => {
  it("adds the new year to the end of a period that is still running", async () => {
    const first = await memberAtCheckout();
    await payOnGateway(first.invoiceId);
    await postWebhook(await webhookFor(first.invoiceId));
    const firstEnd = Date.parse(String((await memberRow(first.email))?.membership_valid_until));

    // A second payment for the same tier (the renewal link) while the first year runs.
    await env.DB.prepare("update payments set created_at = '2000-01-01T00:00:00.000Z' where id = ?")
      .bind(first.paymentId)
      .run();
    const renewal = await checkout({ tier: "premium" }, first.cookie);
    expect(renewal.body.paymentId).not.toBe(first.paymentId);
    const invoiceId = invoiceIdOf(renewal.body.checkoutUrl);
    await payOnGateway(invoiceId);
    await postWebhook(await webhookFor(invoiceId));
    const secondEnd = Date.parse(String((await memberRow(first.email))?.membership_valid_until));
    expect(secondEnd - firstEnd).toBe(365 * DAY_MS);
  });

  it("does not sell Premium to a member whose Executive year is still running", async () => {
    const executive = await memberAtCheckout("executive");
    await payOnGateway(executive.invoiceId);
    await postWebhook(await webhookFor(executive.invoiceId));
    const refused = await checkout({ tier: "premium" }, executive.cookie);
    expect(refused.response.status).toBe(409);
  });
});
