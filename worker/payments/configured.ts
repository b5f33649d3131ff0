import type { PaymentGateway } from "./gateway";
import { moyasarGateway } from "./moyasar";

/**
 * The gateway this deployment uses, or null when none is configured: then upgrades show 'Payment
 * Unavailable'. Moyasar needs both secrets (`wrangler secret put MOYASAR_SECRET_KEY` and
 * `MOYASAR_WEBHOOK_SECRET`); MOYASAR_API_BASE points tests and local runs at the fake gateway.
 */
export function configuredGateway(env: Env): PaymentGateway | null {
  if (!env.MOYASAR_SECRET_KEY || !env.MOYASAR_WEBHOOK_SECRET) return null;
  return moyasarGateway({
    secretKey: env.MOYASAR_SECRET_KEY,
    webhookSecret: env.MOYASAR_WEBHOOK_SECRET,
    apiBase: env.MOYASAR_API_BASE || undefined,
  });
}
