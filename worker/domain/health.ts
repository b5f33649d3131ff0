import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** GET /api/health: can this worker reach its database right now? */
export async function databaseReachable(db: Database): Promise<boolean> {
  try {
    await db.run(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
