import type { Language } from "../../i18n/define";
import { numberFormat } from "../../lib/intl-formats";

/** Prices are stored in halalas; the plans are whole riyals, so fractions are never shown. */
export function formatSar(language: Language, halalas: number): string {
  return numberFormat(language, {
    style: "currency",
    currency: "SAR",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(halalas / 100);
}

export function formatPercent(language: Language, percent: number): string {
  return numberFormat(language, { style: "percent" }).format(percent / 100);
}
