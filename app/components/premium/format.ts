import type { Language } from "../../i18n/define";

// One formatter per language and kind, made once: building an Intl formatter costs far more than using
// one, and the plan cards ask for several per page (Lighthouse's Total Blocking Time on /premium).
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, kind: "sar" | "percent"): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language,
      kind === "sar"
        ? { style: "currency", currency: "SAR", minimumFractionDigits: 0, maximumFractionDigits: 0 }
        : { style: "percent" },
    );
    formats.set(key, format);
  }
  return format;
}

/** Prices are stored in halalas; the plans are whole riyals, so fractions are never shown. */
export function formatSar(language: Language, halalas: number): string {
  return numberFormat(language, "sar").format(halalas / 100);
}

export function formatPercent(language: Language, percent: number): string {
  return numberFormat(language, "percent").format(percent / 100);
}
