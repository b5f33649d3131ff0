// The run's D1 file, read straight from disk to check what the server stored. Specs only ever read it:
// the server holds it open (a second writer would make either side fail with "database is locked"),
// so everything a spec sets up goes through the API, as a member or the seeded admin would do it.
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { inject } from "vitest";

/** The local D1 file the preview server writes (under the run's SPPC_STATE_DIR). */
export function d1File(): string {
  const dir = path.join(inject("tmpDir"), "v3/d1/miniflare-D1DatabaseObject");
  // Miniflare keeps a metadata.sqlite of its own beside the database.
  const file = fs.readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`No D1 database under ${dir}`);
  return path.join(dir, file);
}

/** Every row the query returns, read-only (WAL: never in the server's way). */
export function queryD1<T>(sql: string, ...params: SQLInputValue[]): T[] {
  const db = new DatabaseSync(d1File(), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** A count query's `n`. */
export const countD1 = (sql: string, ...params: SQLInputValue[]): number =>
  Number(queryD1<{ n: number }>(sql, ...params)[0]?.n);

/**
 * The page shows what the database holds, while other files keep signing people up and posting: the
 * page is compared with the database read just before and just after it loaded, and loaded again
 * until both reads agree (at most five times).
 */
export async function expectPageMatchesDatabase<T>(
  loadAndRead: () => Promise<T>,
  fromDatabase: () => T,
): Promise<void> {
  let last = "";
  for (let attempt = 0; attempt < 5; attempt++) {
    const before = JSON.stringify(fromDatabase());
    const shown = JSON.stringify(await loadAndRead());
    const after = JSON.stringify(fromDatabase());
    if (before === after && shown === after) return;
    last = `page ${shown}, database ${before} then ${after}`;
  }
  throw new Error(`The page never matched the database: ${last}`);
}
