import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { adminPaymentsQuerySchema } from "../contract/admin-payments";
import { bankTransferSchema } from "../contract/payments";
import { findAdminPayment, listAdminPayments } from "../domain/admin-payments";
import { recordBankTransfer } from "../domain/bank-transfers";
import { paymentReceiptEmail } from "../email/payment-emails";
import type { AppEnv } from "../env";
import { parseInput, readJson } from "../lib/validate";

// /api/admin/payments: every payment, and bank transfers recorded by hand. Admin-only via admin.ts.
export const adminPaymentRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = parseInput(adminPaymentsQuerySchema, c.req.query());
    return c.json(await listAdminPayments(c.var.db, query));
  })
  .post("/bank-transfer", async (c) => {
    const input = parseInput(bankTransferSchema, await readJson(c.req));
    const admin = await requireAdmin(c);
    const recorded = await recordBankTransfer(c.var.db, input, admin.user.id, new Date());
    // The membership stands even if the email fails; the admin sees the payment either way.
    await c.var.mailer
      .send(
        paymentReceiptEmail({
          to: recorded.member.email,
          name: recorded.member.name,
          tierName: recorded.tierName,
          amountHalalas: recorded.amountHalalas,
          reference: recorded.reference,
          validUntil: recorded.validUntil,
          language: recorded.member.language,
          origin: new URL(c.req.url).origin,
        }),
      )
      .catch((error: unknown) => console.error("Payment receipt email failed", error));
    return c.json({ payment: await findAdminPayment(c.var.db, recorded.paymentId) }, 201);
  });
