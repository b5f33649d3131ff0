// Counts what crosses from the worker to D1, for tests that hold a hot path to its round trips.

/** D1 wrapped to count what crosses to the database: each batch, and each lone statement's call. */
export function countingD1(d1: D1Database) {
  const calls: string[] = [];
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (prop === "bind") return (...args: unknown[]) => wrap(value.apply(target, args), sql);
        if (prop === "first" || prop === "all" || prop === "run" || prop === "raw") {
          return (...args: unknown[]) => {
            calls.push(`statement: ${sql.slice(0, 40)}`);
            return value.apply(target, args);
          };
        }
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  const db = new Proxy(d1, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (prop === "batch")
        return (statements: D1PreparedStatement[]) => {
          calls.push(`batch of ${statements.length}`);
          return target.batch(statements);
        };
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, calls };
}
