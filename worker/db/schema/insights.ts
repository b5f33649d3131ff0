import { integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { partnerDiscounts } from "./community";

/**
 * Partner discount checks: how many cards a partner looked up on /verify, one row per Riyadh day and
 * partner, counted up by an upsert (worker/domain/insights/verify-checks.ts). Pre-aggregated because a
 * busy counter checks cards all day and the report only ever wants the sums. A deleted partner's rows
 * keep their counts with partner_id null.
 */
export const verifyChecks = sqliteTable(
  "verify_checks",
  {
    /** YYYY-MM-DD in Riyadh. */
    day: text("day").notNull(),
    partnerId: text("partner_id").references(() => partnerDiscounts.id, { onDelete: "set null" }),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("verify_checks_day_partner_unique").on(t.day, t.partnerId)],
);
