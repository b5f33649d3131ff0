import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { z } from "zod";
import { findViewer, requireViewer } from "../auth/guards";
import { type CheckoutLinkSent, checkoutSchema, type PaymentConfig } from "../contract/payments";
import { ensureMembershipId } from "../domain/membership/membership-number";
import { membershipOwner } from "../domain/membership/register";
import { startCheckout } from "../domain/payments/checkout";
import { checkoutLinkValid, emailCheckoutLink } from "../domain/payments/checkout-link";
import { applyGatewayState, applyWebhookEvent, type OutcomeContext } from "../domain/payments/outcome";
import { findPayment, ownPayments, paymentView } from "../domain/payments/view";
import type { AppEnv } from "../env";
import { AppError } from "../errors";
import { clientIp } from "../lib/client-ip";
import { readerLanguage } from "../lib/content-language";
import { publicAnswer } from "../lib/public-answer";
import { signingSecret } from "../lib/signing-secret";
import { valid } from "../lib/validate";
import { configuredGateway } from "../payments/configured";
import { GatewayError } from "../payments/gateway";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A payment id is a UUID; anything else is no payment (404, never a 422 that tells ids apart). */
const paymentParam = valid("param", z.object({ id: z.string().regex(UUID) }), {
  refuse: () => new AppError("not_found", "No such payment"),
});

function requireGateway(c: Context<AppEnv>) {
  const gateway = configuredGateway(c.env);
  if (!gateway) {
    throw new AppError("unavailable", "Payment processing is not configured. Please contact support.");
  }
  return gateway;
}

/** Without a gateway the answer is 503 whatever was sent, so this runs before the validator. */
const gatewayReady: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireGateway(c);
  await next();
};

const outcomeContext = (c: Context<AppEnv>): OutcomeContext => ({
  db: c.var.db,
  mailer: c.var.mailer,
  origin: new URL(c.req.url).origin,
  now: new Date(),
});

/** Membership payments: checkout on the gateway's hosted page, its webhook, and the return page. */
export const paymentRoutes = new Hono<AppEnv>()
  .get("/config", publicAnswer(), (c) => {
    const gateway = configuredGateway(c.env);
    return c.json({ available: gateway !== null, provider: gateway?.name ?? null } satisfies PaymentConfig);
  })
  .get("/", async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ payments: await ownPayments(c.var.db, viewer.user.id, readerLanguage(c)) });
  })
  .post("/checkout", gatewayReady, valid("json", checkoutSchema), async (c) => {
    const gateway = requireGateway(c);
    const input = c.req.valid("json");
    const viewer = await findViewer(c);
    const prefix = c.env.MEMBERSHIP_ID_PREFIX || "SPPC";
    let userId: string;
    let membershipId: string;
    if (viewer) {
      // A signed-in member pays for their own membership, whatever id the address carried.
      userId = viewer.user.id;
      membershipId = await ensureMembershipId(c.var.db, userId, prefix);
    } else {
      if (!input.membershipId) throw new AppError("unauthorized", "Sign in to upgrade your membership.");
      const origin = new URL(c.req.url).origin;
      const secret = signingSecret(c.env, origin);
      const now = new Date();
      if (!input.token) {
        // A typed number never opens the checkout (nor says whose it is): its member gets a link.
        await emailCheckoutLink(
          c.var.db,
          c.var.mailer,
          { membershipId: input.membershipId, tier: input.tier, origin, ip: clientIp(c.req.raw), secret },
          now,
        );
        return c.json({ emailed: true } satisfies CheckoutLinkSent, 202);
      }
      const owner = (await checkoutLinkValid(secret, input.membershipId, input.token, now))
        ? await membershipOwner(c.var.db, input.membershipId)
        : null;
      if (!owner) {
        throw new AppError("forbidden", "This payment link is not valid any more. Ask for a new one.");
      }
      userId = owner;
      membershipId = input.membershipId;
    }
    const result = await startCheckout(
      c.var.db,
      gateway,
      { userId, membershipId, tier: input.tier, origin: new URL(c.req.url).origin },
      new Date(),
    );
    return c.json(result, 201);
  })
  .post("/webhook", async (c) => {
    const gateway = requireGateway(c);
    const event = await gateway.readWebhook(await c.req.text(), c.req.raw.headers);
    if (!event) throw new AppError("unauthorized", "Webhook not authentic");
    const outcome = await applyWebhookEvent(outcomeContext(c), event);
    return c.json({ received: true, outcome });
  })
  .get("/:id", paymentParam, async (c) => {
    const { id } = c.req.valid("param");
    c.header("Cache-Control", "private, no-store");
    const payment = await findPayment(c.var.db, id);
    if (!payment) throw new AppError("not_found", "No such payment");
    // The member is back from the gateway: ask it directly instead of waiting for a late webhook.
    const gateway = configuredGateway(c.env);
    if (payment.status === "pending" && payment.providerRef && payment.provider === "moyasar" && gateway) {
      try {
        await applyGatewayState(outcomeContext(c), payment, await gateway.fetchCheckout(payment.providerRef));
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        console.error("Could not ask the gateway about a payment", id, error.message);
      }
    }
    const viewer = await findViewer(c);
    const view = await paymentView(c.var.db, id, viewer?.user.id ?? null, readerLanguage(c));
    if (!view) throw new AppError("not_found", "No such payment");
    return c.json(view);
  });
