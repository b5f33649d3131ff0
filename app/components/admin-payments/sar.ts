/** SAR as typed ("299" or "249.50") to halalas; empty, not a number or more than two decimals is NaN. */
export function halalasOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return Number.NaN;
  const halalas = Number(trimmed) * 100;
  return Math.abs(halalas - Math.round(halalas)) < 1e-6 ? Math.round(halalas) : Number.NaN;
}

/** Halalas as the form shows them: "299", "249.5". */
export const sarText = (halalas: number) => String(halalas / 100);

/** "SAR 299.00" in English, with the language's own digits and order elsewhere. */
export const sarFormat = (language: string) =>
  new Intl.NumberFormat(language, { style: "currency", currency: "SAR", minimumFractionDigits: 2 });
