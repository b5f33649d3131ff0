// The worker test files take turns in each workerd (vitest.config.ts: two of them, one per core), so
// each file starts by emptying what the previous one stored: every D1 table and the R2 bucket. The
// schema stays as the migrations made it.

type SchemaRow = { type: "table" | "trigger"; name: string; sql: string };

/** Tables and triggers the migrations created (not SQLite's, D1's or the FTS5 index's own tables). */
export async function migratedSchema(db: D1Database): Promise<SchemaRow[]> {
  const { results } = await db
    .prepare(
      `select type, name, sql from sqlite_master
       where type in ('table', 'trigger') and name not like 'sqlite_%' and name not like '_cf_%'
         and name <> 'd1_migrations'
       order by type, name`,
    )
    .all<SchemaRow>();
  // An FTS5 table keeps its rows in shadow tables named after it; emptying the FTS5 table empties them.
  const virtual = results.filter((row) => /^create virtual table/i.test(row.sql)).map((row) => row.name);
  return results.filter((row) => !virtual.some((name) => row.name.startsWith(`${name}_`)));
}

/**
 * Deletes every row in one batch (one transaction). Triggers are dropped first and re-created from
 * their own SQL at the end: the audit log's triggers refuse deletes, and the search triggers would
 * only do useless work. Foreign keys are checked at commit, when every table is empty.
 */
export async function emptyDatabase(db: D1Database): Promise<void> {
  const schema = await migratedSchema(db);
  const tables = schema.filter((row) => row.type === "table");
  const triggers = schema.filter((row) => row.type === "trigger");
  const hasSequence = await db.prepare("select 1 from sqlite_master where name = 'sqlite_sequence'").first();
  await db.batch([
    db.prepare("pragma defer_foreign_keys = on"),
    ...triggers.map((trigger) => db.prepare(`drop trigger "${trigger.name}"`)),
    ...tables.map((table) => db.prepare(`delete from "${table.name}"`)),
    ...(hasSequence ? [db.prepare("delete from sqlite_sequence")] : []),
    ...triggers.map((trigger) => db.prepare(trigger.sql)),
  ]);
}

export async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const { objects } = await bucket.list({ limit: 1000 });
    if (objects.length === 0) return;
    await bucket.delete(objects.map((object) => object.key));
  }
}
