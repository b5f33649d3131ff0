import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { membershipTierIds, paymentProviders, paymentStatuses } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id } from "./columns";

/**
 * Every membership payment, whichever way it was made: a gateway checkout or a bank transfer an admin
 * recorded. Rows are kept for the accounts when a member deletes their account; the link to the
 * person is cut (user_id set null) so nothing personal remains.
 */
export const payments = sqliteTable(
  "payments",
  {
    id: id(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    tier: text("tier", { enum: membershipTierIds }).notNull(),
    /** What the tier cost when the payment was created (halalas), so a later price edit changes nothing. */
    amountHalalas: integer("amount_halalas").notNull(),
    currency: text("currency").notNull().default("SAR"),
    provider: text("provider", { enum: paymentProviders }).notNull(),
    /** The gateway's invoice id, or the bank transfer's reference as the admin typed it. */
    providerRef: text("provider_ref"),
    status: text("status", { enum: paymentStatuses }).notNull().default("pending"),
    /** The gateway's own words when a payment failed (shown under 'Payment Failed'). */
    failureMessage: text("failure_message"),
    /** The gateway's hosted payment page for this payment, reused if the member comes back to pay. */
    checkoutUrl: text("checkout_url"),
    /** The admin who recorded a bank transfer. */
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    paidAt: text("paid_at"),
    /** The end of the membership period this payment bought (set when it is paid). */
    validUntil: text("valid_until"),
    createdAt: createdAt(),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_unique").on(t.provider, t.providerRef),
    index("payments_user_idx").on(t.userId, t.createdAt),
    index("payments_status_idx").on(t.status, t.createdAt),
    // The revenue report ranges over paid payments by day paid; the renewal rate over the periods that
    // ended (valid_until). Both cover what they read (worker/domain/insights/).
    index("payments_paid_at_idx").on(t.status, t.paidAt, t.tier, t.amountHalalas, t.userId),
    index("payments_valid_until_idx").on(t.status, t.validUntil, t.userId),
    // Whether a member paid again after a period (the renewal rate's per-period lookup): without it
    // SQLite ranged over every later paid period of everyone for each one, 40 s at 30,000 payments.
    index("payments_user_paid_idx").on(t.userId, t.status, t.validUntil),
  ],
);

/** Gateway webhook events already handled: the same event delivered twice changes nothing. */
export const paymentWebhookEvents = sqliteTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  paymentId: text("payment_id"),
  receivedAt: text("received_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
});

/** Renewal emails sent, one per member, membership period and reminder (30 or 7 days before). */
export const membershipRenewalReminders = sqliteTable(
  "membership_renewal_reminders",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    validUntil: text("valid_until").notNull(),
    daysBefore: integer("days_before").notNull(),
    sentAt: text("sent_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.validUntil, t.daysBefore] })],
);
