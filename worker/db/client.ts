import { fillPlaceholders, type Query, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}
export type Database = ReturnType<typeof createDb>;

/**
 * A raw SQL write for `db.batch([...])`. drizzle's own `db.run(sql)` cannot be batched when it has
 * parameters (its SQLiteRaw has no prepared D1 statement to bind: "reading 'bind'"), so this prepares
 * it on the D1 client the way drizzle prepares its builders. The batch answers D1's raw result for it.
 */
const dialect = new SQLiteAsyncDialect();

export function batchableSql(db: Database, query: SQL): BatchItem<"sqlite"> {
  return batchItem(db, dialect.sqlToQuery(query));
}

/** A statement's text and parameters prepared on the D1 client as drizzle's batch expects. */
function batchItem(db: Database, query: Query): BatchItem<"sqlite"> {
  const prepared = {
    stmt: db.$client.prepare(query.sql),
    getQuery: () => query,
    mapResult: (result: unknown) => result,
  };
  return { _prepare: () => prepared } as unknown as BatchItem<"sqlite">;
}

const builtOnce = new Map<string, Query>();

/**
 * The text of a raw SQL statement built once per `shape` (what changes from call to call is written as
 * `sql.placeholder(name)`), for a hot path: drizzle turning a large nested `sql` template into text
 * costs a few hundred microseconds of CPU on every call. `shape` must name everything `build` reads.
 */
export function sqlOnce(shape: string, build: () => SQL): Query {
  let built = builtOnce.get(shape);
  if (!built) {
    built = dialect.sqlToQuery(build());
    builtOnce.set(shape, built);
  }
  return built;
}

/** A statement built by sqlOnce, its placeholders filled from `values`, for `db.batch([...])`. */
export function boundSql(db: Database, query: Query, values: Record<string, unknown>): BatchItem<"sqlite"> {
  return batchItem(db, { sql: query.sql, params: fillPlaceholders(query.params, values) });
}
