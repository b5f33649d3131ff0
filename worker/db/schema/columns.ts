import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";

/** Primary keys are random UUIDs so rows can be created anywhere (worker, seed, tests) without clashes. */
export const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Natural key for demo and admin-created content; the seed upserts on it, which makes it idempotent. */
export const slug = () => text("slug").notNull().unique();

/** ISO-8601 UTC timestamps as text: sortable, readable in SQL, and what JSON answers carry anyway. */
export const createdAt = () =>
  text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** JSON arrays of strings (highlights, rules, tags...), typed on read. */
export const stringList = (name: string) =>
  text(name, { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`);

/**
 * The Arabic or Urdu version of an admin-written text (`name_ar`, `name_ur` beside `name`): null while
 * untranslated, and readers then get the English column (worker/lib/content-language.ts).
 */
export const translation = (name: string) => text(name);

/** The Arabic or Urdu version of a list (benefits, highlights): null or empty while untranslated. */
export const translatedList = (name: string) => text(name, { mode: "json" }).$type<string[]>();
