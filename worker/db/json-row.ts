import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * A row of `table`, read under `alias`, as one JSON column keyed by the schema's field names. Where a
 * statement cannot select the table's columns itself (an INSERT's RETURNING, which sees only the table
 * it writes, or a column beside another table's "id"), a subquery can still hand back the whole row.
 * The keys are written into the SQL, not bound: D1 allows 100 bound parameters per statement.
 */
export function rowAsJson(table: SQLiteTable, alias: string): SQL<string> {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([field, column]) => `'${field}', "${alias}"."${column.name}"`,
  );
  return sql.raw(`json_object(${pairs.join(", ")})`) as SQL<string>;
}

/** The row `rowAsJson` wrote, each value mapped as drizzle maps it (booleans, JSON columns, dates). */
export function rowFromJson<T extends SQLiteTable>(table: T, json: string): T["$inferSelect"] {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table));
  return Object.fromEntries(
    columns.map(([field, column]) => {
      const value = raw[field];
      return [field, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T["$inferSelect"];
}
