// Zod-free on purpose: the search page imports it without pulling the validators into its chunk.

/** Wraps the matched words in title and excerpt; the app turns them into <mark> (never HTML from the server). */
export const HIT_START = "\u0002";
export const HIT_END = "\u0003";

/** Splits marked text into plain parts and matched parts, for rendering as text and <mark>. */
export function highlightParts(text: string): { text: string; hit: boolean }[] {
  const parts: { text: string; hit: boolean }[] = [];
  let hit = false;
  let current = "";
  for (const char of text) {
    if (char === HIT_START || char === HIT_END) {
      if (current) parts.push({ text: current, hit });
      current = "";
      hit = char === HIT_START;
    } else current += char;
  }
  if (current) parts.push({ text: current, hit });
  return parts;
}
