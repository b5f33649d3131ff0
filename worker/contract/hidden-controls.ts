/**
 * Invisible format characters that can make text lie about itself, removed from everything a member
 * types before it is stored (issue 33): "gnp.exe" written with U+202E shows as "exe.png".
 *
 * Removed: the bidi embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069), which reorder
 * the letters after them; the invisible operators and word joiner (U+2060–U+2064), the deprecated
 * format controls (U+206A–U+206F), the zero-width no-break space / BOM (U+FEFF) and the interlinear
 * annotation marks (U+FFF9–U+FFFB), which hide text or split a word invisibly.
 *
 * Kept on purpose: the direction marks U+200E, U+200F and U+061C (Arabic letter mark). Arabic and
 * Urdu keyboards type them to place punctuation and numbers correctly; they only settle the direction
 * of neutral characters and cannot reverse letters. Also kept: U+200C/U+200D (joiners that Urdu words
 * and emoji sequences need). The app wraps what it shows in its own isolates (app/i18n/bidi.ts), so
 * stored text needs none.
 */
const HIDDEN_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u2060-\u2064\u206a-\u206f\ufeff\ufff9-\ufffb]/g;

export function stripHiddenControls(text: string): string {
  return text.replace(HIDDEN_CONTROLS, "");
}

/**
 * The same for every string inside a validated value (objects and arrays, deep). A key named like a
 * password is left alone: its exact characters are hashed elsewhere, and changing them would lock
 * the member out.
 */
export function stripHiddenControlsDeep<T>(value: T): T {
  return stripValue(value, 0) as T;
}

/**
 * Deeper than any contract reads: a body nested thousands of levels (the attack suite sends 2,000)
 * would otherwise overflow the stack here. Refused by validation with its own message.
 */
export const MAX_INPUT_DEPTH = 32;
export class InputTooDeep extends Error {}

const isSecretKey = (key: string) => /password/i.test(key);

function stripValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return stripHiddenControls(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_INPUT_DEPTH) throw new InputTooDeep("The request is nested too deeply");
  if (Array.isArray(value)) return value.map((inner) => stripValue(inner, depth + 1));
  // Only plain objects: a File, Date or Blob from a form keeps its identity.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretKey(key) ? inner : stripValue(inner, depth + 1),
    ]),
  );
}
