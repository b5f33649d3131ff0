// Whether a text shows anything, shared by the worker's schemas and the app's composer (no zod here).

/**
 * Characters that take no room on screen: whitespace, zero-width space/non-joiner/joiner, word joiner
 * and the invisible operators, the BOM, soft hyphen, combining grapheme joiner, bidi marks, embeddings,
 * overrides and isolates, variation selectors (both blocks), Hangul fillers and tag characters. A
 * message of only these arrives as an empty bubble that still rings the other member's phone.
 */
const invisibleRanges = [
  "\\s",
  "\\u00AD",
  "\\u034F",
  "\\u061C",
  "\\u115F\\u1160",
  "\\u17B4\\u17B5",
  "\\u180B-\\u180F",
  "\\u200B-\\u200F",
  "\\u202A-\\u202E",
  "\\u2060-\\u2064",
  "\\u2066-\\u206F",
  "\\u3164",
  "\\uFE00-\\uFE0F",
  "\\uFEFF",
  "\\uFFA0",
  "\\u{E0000}-\\u{E007F}",
  "\\u{E0100}-\\u{E01EF}",
];
// Built from a string: each of these is matched on its own, so a combining one (a variation selector)
// joining the character before it, which a regex literal's class would warn about, is what we want gone.
const invisible = new RegExp(`[${invisibleRanges.join("")}]`, "gu");

/** True when something would be seen once the invisible characters above are removed. */
export function hasVisibleText(text: string): boolean {
  return text.replace(invisible, "").length > 0;
}
