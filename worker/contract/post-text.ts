// How post text is read, shared by the worker (tags, mention notices) and the app (rendering).
// Deliberately without zod: the app's feed imports it.

/**
 * A # not glued to a word, a URL or an HTML entity, then letters, digits or underscores in any
 * script with at least one letter ("#1" is a number, not a tag).
 */
export const hashtagPattern = /(?<![\p{L}\p{N}_&/#])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

/**
 * A mention is '@' then a member's first and last name separated by one space, e.g. "@Ali Raza"
 * (case-insensitive when matched against members). '@' glued to a word (an email address) is not one.
 */
export const mentionPattern = /(?<![\p{L}\p{N}_@.])@(\p{L}[\p{L}\p{M}'-]*) (\p{L}[\p{L}\p{M}'-]*)/gu;

/** The distinct hashtags of a text, lower-cased without '#' (as posts store them for trending topics). */
export function hashtagKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const match of text.matchAll(hashtagPattern))
    keys.add((match[1] ?? "").slice(0, 50).toLocaleLowerCase());
  return [...keys];
}

/** Only http and https links become clickable; anything else stays text. */
export const linkPattern = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]}]/giu;

export type TextPiece =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string }
  | { kind: "hashtag"; text: string; tag: string }
  | { kind: "mention"; text: string; name: string };

/** Splits plain text into pieces to render, links first (a # inside a URL is part of the URL). */
export function splitPostText(text: string): TextPiece[] {
  const found: { start: number; end: number; piece: TextPiece }[] = [];
  const taken = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  for (const m of text.matchAll(linkPattern)) {
    const start = m.index ?? 0;
    found.push({ start, end: start + m[0].length, piece: { kind: "link", text: m[0], href: m[0] } });
  }
  for (const m of text.matchAll(hashtagPattern)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (!taken(start, end))
      found.push({ start, end, piece: { kind: "hashtag", text: m[0], tag: m[1] ?? "" } });
  }
  for (const m of text.matchAll(mentionPattern)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    if (!taken(start, end))
      found.push({ start, end, piece: { kind: "mention", text: m[0], name: `${m[1]} ${m[2]}` } });
  }
  found.sort((a, b) => a.start - b.start);
  const pieces: TextPiece[] = [];
  let at = 0;
  for (const f of found) {
    if (f.start > at) pieces.push({ kind: "text", text: text.slice(at, f.start) });
    pieces.push(f.piece);
    at = f.end;
  }
  if (at < text.length) pieces.push({ kind: "text", text: text.slice(at) });
  return pieces;
}

/** The distinct "first last" names mentioned in a text, lower-cased (at most 10: a post is not a mailing list). */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const m of text.matchAll(mentionPattern)) {
    names.add(`${m[1]} ${m[2]}`.toLocaleLowerCase());
    if (names.size >= 10) break;
  }
  return [...names];
}
