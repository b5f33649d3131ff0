/**
 * Text folded for matching what people type against a list: lower case, Latin accents, Arabic
 * diacritics (tashkeel) and tatweel gone, Arabic and Urdu letter variants made one, in their Arabic
 * form (ی ى ئ ے to ي, ہ ة ھ ۃ to ه, ک to ك, أ إ آ ٱ to ا, ؤ to و), and Arabic-Indic and Persian digits
 * made ASCII. "البريد الإلكتروني" and "البريد الالكترونى" fold alike, as do "Membership Nº" and
 * "membership no", "هـ" and "ھ". Cities, import headers and the sheet's month names all match through
 * it. Zod-free and dependency-free, so the app and the worker share it.
 */
export function foldText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, "")
    .toLowerCase()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[یىئے]/g, "ي")
    .replace(/[ہةھۃ]/g, "ه")
    .replace(/ک/g, "ك")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ؤ/g, "و")
    .trim();
}

/** The folded text's letters and digits only: "First Name", "first_name" and "FIRSTNAME" are one key. */
export const foldedKey = (text: string): string => foldText(text).replace(/[^\p{L}\p{N}]/gu, "");
