import { z } from "zod";

/** The largest page a list accepts: far past any real list, far below an offset SQLite cannot take. */
export const MAX_PAGE = 100_000;

/** `?page=N` of a numbered list: a whole number from 1 to MAX_PAGE (a 20-digit page is refused, not run). */
export const pageNumber = z.coerce
  .number({ error: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be 1 or more")
  .max(MAX_PAGE, "Page is too large");

/** The query of a list that reads nothing but its page (the member import history): page 1 by default. */
export const pageQuerySchema = z.object({ page: pageNumber.default(1) });
