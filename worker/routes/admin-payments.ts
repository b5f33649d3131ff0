import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import { adminPaymentsQuerySchema } from "../contract/admin-payments";
import { bankTransferSchema } from "../contract/payments";
import { findAdminPayment, listAdminPayments } from "../domain/admin-payments";
import { recordBankTransfer } from "../domain/bank-transfers";
import { sendReceipt } from "../domain/payment-outcome";
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
    await sendReceipt(
      { db: c.var.db, mailer: c.var.mailer, origin: new URL(c.req.url).origin },
      recorded.paymentId,
    );
    return c.json({ payment: await findAdminPayment(c.var.db, recorded.paymentId) }, 201);
  });
