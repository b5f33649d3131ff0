import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { adminPaymentsQuerySchema } from "../contract/admin-payments";
import { bankTransferSchema } from "../contract/payments";
import { findAdminPayment, listAdminPayments } from "../domain/payments/admin-payments";
import { recordBankTransfer } from "../domain/payments/bank-transfers";
import { sendReceipt } from "../domain/payments/outcome";
import type { AppEnv } from "../env";
import { valid } from "../lib/validate";

// /api/admin/payments: every payment, and bank transfers recorded by hand. Admin-only via admin.ts.
export const adminPaymentRoutes = new Hono<AppEnv>()
  .get("/", valid("query", adminPaymentsQuerySchema), async (c) => {
    const query = c.req.valid("query");
    return c.json(await listAdminPayments(c.var.db, query));
  })
  .post("/bank-transfer", valid("json", bankTransferSchema), async (c) => {
    const input = c.req.valid("json");
    const admin = await requireAdmin(c);
    const recorded = await recordBankTransfer(c.var.db, input, admin.user.id, new Date());
    await sendReceipt(
      { db: c.var.db, mailer: c.var.mailer, origin: new URL(c.req.url).origin },
      recorded.paymentId,
    );
    return c.json({ payment: await findAdminPayment(c.var.db, recorded.paymentId) }, 201);
  });
