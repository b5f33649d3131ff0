import type { Language } from "../../i18n/define";

/** Prices are stored in halalas; the plans are whole riyals, so fractions are never shown. */
export function formatSar(language: Language, halalas: number): string {
  return new Intl.NumberFormat(language, {
    style: "currency",
    currency: "SAR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(halalas / 100);
}

export function formatPercent(language: Language, percent: number): string {
  return new Intl.NumberFormat(language, { style: "percent" }).format(percent / 100);
}
