import { decodeCodePage850 } from "./code-page-850";

/**
 * The single-byte code pages Excel writes when asked for text that is not Unicode:
 * - windows-1252: "CSV (Comma delimited)" and "Text (Tab delimited)" on Western Windows,
 * - windows-1256: the same on Arabic Windows,
 * - macintosh (Mac Roman): "CSV (Macintosh)", with bare CR line endings,
 * - cp850: "CSV (MS-DOS)" (the DOS code page of the same Windows).
 * The file does not say which; every candidate decodes any byte, so each reading is scored by how
 * much it looks like what a member sheet holds (names, places, company names) and the least strange
 * one wins.
 */
export type LegacyEncoding = "windows-1252" | "windows-1256" | "macintosh" | "cp850";

const decoders: Record<LegacyEncoding, (bytes: Uint8Array) => string> = {
  "windows-1252": (bytes) => new TextDecoder("windows-1252").decode(bytes),
  "windows-1256": (bytes) => new TextDecoder("windows-1256").decode(bytes),
  macintosh: (bytes) => new TextDecoder("macintosh").decode(bytes),
  cp850: decodeCodePage850,
};

const arabicLetter = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const latinLetter = /\p{Script=Latin}/u;
const asciiLetter = /[A-Za-z]/;
/** Controls, unassigned and private code points, the replacement character, box drawing and blocks. */
const neverInText = /[\p{Cc}\p{Cn}\p{Co}\uFFFD\u2500-\u25FF]/u;
const letterOrMark = /[\p{Lu}\p{Ll}\p{Lo}\p{M}]/u;
/** A word holding at least one non-ASCII character (cells are split on spaces, separators, quotes). */
const wordWithNonAscii = /[^ \t\r\n,;"]*[^\p{ASCII}][^ \t\r\n,;"]*/gu;

/**
 * How wrong a word looks: a misread code page shows up as symbols or box drawing inside a word
 * ("M³ller", "Jos‚"), capitals after small letters ("JosÈ"), Arabic letters inside a Latin word
 * ("Muًoz"), or Latin words made of accented letters only (Arabic read as Windows-1252: "ãÍãÏ").
 */
function wordPenalty(word: string): number {
  let penalty = 0;
  let ascii = 0;
  let accented = 0;
  let arabic = 0;
  let previous = "";
  for (const char of word) {
    if (asciiLetter.test(char)) ascii += 1;
    else if (char.charCodeAt(0) < 0x80) {
      // ASCII digits and punctuation are fine.
    } else if (arabicLetter.test(char)) arabic += 1;
    else if (neverInText.test(char)) penalty += 5;
    else if (latinLetter.test(char)) {
      accented += 1;
      if (/\p{Lu}/u.test(char) && /\p{Ll}/u.test(previous)) penalty += 2;
    } else if (!letterOrMark.test(char)) penalty += 2;
    else penalty += 1; // a letter of another script (Greek, Cyrillic) in a Saudi member list
    previous = char;
  }
  if (arabic > 0 && ascii + accented > 0) penalty += 3;
  if (accented >= 2 && ascii < accented) penalty += 2;
  return penalty;
}

function penaltyOf(text: string): number {
  let total = 0;
  for (const [word] of text.matchAll(wordWithNonAscii)) total += wordPenalty(word);
  return total;
}

/** Bare CR line breaks (no LF anywhere) are what "CSV (Macintosh)" writes: Mac Roman wins ties then. */
const crOnly = (bytes: Uint8Array) => bytes.includes(0x0d) && !bytes.includes(0x0a);

export function decodeLegacy(bytes: Uint8Array): { text: string; encoding: LegacyEncoding } {
  const order: LegacyEncoding[] = crOnly(bytes)
    ? ["macintosh", "windows-1252", "windows-1256", "cp850"]
    : ["windows-1252", "windows-1256", "cp850", "macintosh"];
  let best: { text: string; encoding: LegacyEncoding; penalty: number } | null = null;
  for (const encoding of order) {
    const text = decoders[encoding](bytes);
    const penalty = penaltyOf(text);
    if (!best || penalty < best.penalty) best = { text, encoding, penalty };
    if (penalty === 0) break;
  }
  // `order` is never empty.
  const { text, encoding } = best as NonNullable<typeof best>;
  return { text, encoding };
}
