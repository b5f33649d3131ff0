/**
 * Wraps a Latin value (an address, an e-mail, "500+") placed inside Arabic or Urdu text in a Unicode
 * left-to-right isolate (as <bdi dir="ltr"> would), so its punctuation stays with it instead of jumping
 * to the other side.
 */
export function isolate(text: string | number): string {
  return `\u2066${text}\u2069`;
}

/** Nastaliq needs more line height than the utilities' defaults; other scripts keep them. */
export const urduLeading = "[&:lang(ur)]:leading-loose";
