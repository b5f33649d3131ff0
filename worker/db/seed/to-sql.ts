import { getTableColumns, getTableName, type Table } from "drizzle-orm";

/**
 * A SQLite literal for seed and command-line values written into a .sql file (request input in the
 * worker always goes through bound parameters instead). Dates become epoch milliseconds, the storage
 * of better-auth's timestamp columns.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof Date) return String(value.getTime());
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`Cannot seed non-finite number ${value}`);
    return String(value);
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * One INSERT per row that leaves an existing row alone (matched on primary key or slug), so running
 * the seed again, or over data an admin has since edited, changes nothing.
 */
export function insertIgnoringExisting<T extends Table>(table: T, rows: T["$inferInsert"][]): string[] {
  const columns = getTableColumns(table);
  return rows.map((row) => {
    const entries = Object.entries(row as Record<string, unknown>).filter(([, v]) => v !== undefined);
    const names = entries.map(([key]) => {
      const column = columns[key];
      if (!column) throw new Error(`Unknown column ${key} in ${getTableName(table)}`);
      return `"${column.name}"`;
    });
    const values = entries.map(([, value]) => literal(value));
    return `INSERT INTO "${getTableName(table)}" (${names.join(", ")}) VALUES (${values.join(", ")}) ON CONFLICT DO NOTHING;`;
  });
}
