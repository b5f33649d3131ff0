/** Longest query we turn into terms; more words only slow the search without narrowing it usefully. */
const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 64;

// The characters FTS5's unicode61 tokenizer keeps in a token (letters, numbers, marks, private use);
// everything else separates words, so splitting on the same rule gives the same terms it indexed.
const TOKEN = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

/**
 * Turns what a member typed into a safe FTS5 MATCH expression: every word becomes a quoted string (so
 * AND, OR, NOT, NEAR, quotes, brackets, stars and column filters are just text) and the last one is
 * a prefix search, so results appear while the last word is still being typed. Null when nothing
 * searchable is left (e.g. `"` or `(`), which callers answer with no results instead of a query.
 */
export function toMatchExpression(input: string): string | null {
  const terms = (input.match(TOKEN) ?? []).slice(0, MAX_TERMS).map((term) => term.slice(0, MAX_TERM_LENGTH));
  if (terms.length === 0) return null;
  // Tokens hold no quotes (TOKEN excludes them), so wrapping in quotes cannot be broken out of.
  return terms.map((term, index) => (index === terms.length - 1 ? `"${term}"*` : `"${term}"`)).join(" ");
}
