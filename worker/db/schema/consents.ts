import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { type ConsentPurpose, consentPurposes } from "../../contract/enums";
import { user } from "./auth";
import { createdAt, id } from "./columns";

export type { ConsentPurpose };

/**
 * PDPL consent ledger: every grant and every withdrawal is a new row (never updated), with when,
 * how and under which policy version. The latest row per purpose is the member's current choice.
 */
export const consents = sqliteTable(
  "consents",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: consentPurposes }).notNull(),
    granted: integer("granted", { mode: "boolean" }).notNull(),
    /** Where it was given: signup, onboarding, preferences. */
    method: text("method").notNull(),
    policyVersion: text("policy_version").notNull(),
    /** The campaign whose unsubscribe link withdrew it (its "unsubscribed" count); no foreign key: the ledger outlives campaigns. */
    campaignId: text("campaign_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("consents_user_idx").on(t.userId, t.purpose, t.createdAt),
    // A campaign's "unsubscribed" count; only the few rows a campaign link wrote are in it.
    index("consents_campaign_idx").on(t.campaignId).where(sql`campaign_id is not null`),
  ],
);
