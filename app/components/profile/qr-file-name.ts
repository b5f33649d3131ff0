// Characters that file systems refuse or treat specially, plus control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we strip.
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

const part = (value: string | null | undefined, fallback: string) =>
  value?.replace(UNSAFE, "").trim().replace(/\s+/g, "-") || fallback;

/** `{firstName}-{lastName}-qr.png`, with 'profile' and 'card' standing in for missing names (spec). */
export function qrFileName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string {
  return `${part(firstName, "profile")}-${part(lastName, "card")}-qr.png`;
}
