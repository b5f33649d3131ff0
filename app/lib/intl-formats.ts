// Intl formatters made once per language and options: building one costs far more than using it, and
// a list asks for one per card (Lighthouse's Total Blocking Time on /jobs, /events, /forums, /premium).
const made = new Map<string, Intl.RelativeTimeFormat | Intl.DateTimeFormat | Intl.NumberFormat>();

function once<T extends Intl.RelativeTimeFormat | Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  make: () => T,
): T {
  let format = made.get(key) as T | undefined;
  if (!format) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const relativeTimeFormat = (language: string, numeric: "auto" | "always") =>
  once(`relative:${language}:${numeric}`, () => new Intl.RelativeTimeFormat(language, { numeric }));

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  once(`date:${language}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  once(`number:${language}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

/**
 * Loads the language's Intl data ahead of the first render: a page's first formatter costs tens of
 * milliseconds (ICU's data, whatever the language), the next ones a fraction of one, so paying it in a
 * task of its own keeps it out of the render's. A pre-rendered page has usually paid it already, while
 * the app's code downloaded (index.html's inline script); then this costs under a millisecond. The
 * formatter made is one the lists use anyway.
 */
export function warmIntl(language: string): void {
  relativeTimeFormat(language, "auto").format(-1, "day");
}
