// Where a deleted member could still be found: every text column of every row of every table of the
// local D1 (found through sqlite_master, so a table added later is searched too) and the photo bucket.
import { env } from "cloudflare:workers";

export type Trace = { table: string; column: string; value: string };

/** Tables D1 keeps for itself (refused to queries) and SQLite's own bookkeeping. */
const isInternal = (name: string) => name.startsWith("_cf_") || name.startsWith("sqlite_");

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Every table, virtual or not (an FTS5 index and its shadow tables too: the words are stored there).
 * D1 answers blobs as arrays of bytes; those are decoded as UTF-8 so text kept in a blob is found too.
 */
export async function everyTable(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' order by name",
  ).all<{ name: string }>();
  return results.map((row) => row.name).filter((name) => !isInternal(name));
}

const asText = (value: unknown): string | null => {
  if (typeof value === "string") return value;
  if (Array.isArray(value) || value instanceof ArrayBuffer)
    return new TextDecoder().decode(new Uint8Array(value as ArrayLike<number>));
  return null;
};

/** A phone matches with or without its spaces, brackets and dashes. */
const digitsOnly = (text: string) => text.replace(/[\s()-]/g, "");

/** Each cell that contains one of the needles (case-insensitive; phones also without separators). */
export async function tracesOf(needles: { texts: string[]; phones: string[] }): Promise<Trace[]> {
  const texts = needles.texts.map((text) => text.toLowerCase());
  const phones = needles.phones.map(digitsOnly);
  const found: Trace[] = [];
  for (const table of await everyTable()) {
    const { results } = await env.DB.prepare(`select * from ${quoted(table)}`).all<Record<string, unknown>>();
    for (const row of results)
      for (const [column, raw] of Object.entries(row)) {
        const value = asText(raw);
        if (!value) continue;
        const lower = value.toLowerCase();
        if (texts.some((text) => lower.includes(text)) || phones.some((p) => digitsOnly(value).includes(p)))
          found.push({ table, column, value: value.slice(0, 200) });
      }
  }
  return found;
}

/** Every key in the photo bucket. */
export async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ cursor, limit: 1000 });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}
