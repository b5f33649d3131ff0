import type { Language } from "../../contract/enums";

/**
 * Why a row of the member import was refused, as data; `describeProblem` says it in the admin's
 * language (the answer's `errors`, the stored error rows and the errors CSV all read the same text).
 */
export type RowProblem =
  | { code: "unclosed-quote" }
  | { code: "extra-cells"; cells: number; header: number }
  | { code: "email-missing" }
  | { code: "email-invalid"; value: string }
  | { code: "email-duplicate"; line: number }
  | { code: "phone-invalid"; value: string }
  | { code: "tier-unknown"; value: string; known: string }
  | { code: "date-unreadable"; column: "validUntil" | "joinedOn"; value: string }
  | { code: "joined-in-future"; value: string }
  | { code: "number-invalid"; value: string }
  | { code: "number-duplicate"; value: string; line: number }
  | { code: "number-taken"; value: string }
  | { code: "city-unknown"; value: string }
  | { code: "language-unknown"; value: string };

type Texts = { [C in RowProblem["code"]]: (problem: Extract<RowProblem, { code: C }>) => string };

const dateColumns = {
  en: { validUntil: "valid-until date", joinedOn: "join date" },
  ar: { validUntil: "تاريخ انتهاء العضوية", joinedOn: "تاريخ الانضمام" },
  ur: { validUntil: "رکنیت ختم ہونے کی تاریخ", joinedOn: "شمولیت کی تاریخ" },
} as const;

const texts: Record<Language, Texts> = {
  en: {
    "unclosed-quote": () => "a quoted cell is never closed",
    "extra-cells": (p) => `${p.cells} cells where the header has ${p.header}`,
    "email-missing": () => "the email is missing",
    "email-invalid": (p) => `"${p.value}" is not a valid email address`,
    "email-duplicate": (p) => `duplicate of line ${p.line}`,
    "phone-invalid": (p) => `"${p.value}" is not a valid Saudi or Pakistani phone number`,
    "tier-unknown": (p) => `"${p.value}" is not a membership tier (use ${p.known})`,
    "date-unreadable": (p) =>
      `the ${dateColumns.en[p.column]} "${p.value}" cannot be read (write it as 2027-03-31, 31/03/2027 or 1448/10/03 AH)`,
    "joined-in-future": (p) => `the join date ${p.value} is in the future`,
    "number-invalid": (p) => `"${p.value}" cannot be a membership number (letters, digits and - . / only)`,
    "number-duplicate": (p) => `membership number ${p.value} is also on line ${p.line}`,
    "number-taken": (p) => `membership number ${p.value} already belongs to another member`,
    "city-unknown": (p) => `"${p.value}" is not a city on the list (choose the nearest, or Other)`,
    "language-unknown": (p) => `"${p.value}" is not a language the app speaks (English, Arabic or Urdu)`,
  },
  ar: {
    "unclosed-quote": () => "خلية بين علامتي اقتباس لم تُغلق",
    "extra-cells": (p) => `${p.cells} خلايا بينما في العناوين ${p.header}`,
    "email-missing": () => "البريد الإلكتروني مفقود",
    "email-invalid": (p) => `«${p.value}» ليس بريدًا إلكترونيًا صالحًا`,
    "email-duplicate": (p) => `مكرر للسطر ${p.line}`,
    "phone-invalid": (p) => `«${p.value}» ليس رقم جوال سعوديًا أو باكستانيًا صالحًا`,
    "tier-unknown": (p) => `«${p.value}» ليس فئة عضوية (استخدم ${p.known})`,
    "date-unreadable": (p) =>
      `تعذّرت قراءة ${dateColumns.ar[p.column]} «${p.value}» (اكتبه بالشكل 2027-03-31 أو 31/03/2027 أو 1448/10/03 هـ)`,
    "joined-in-future": (p) => `تاريخ الانضمام ${p.value} في المستقبل`,
    "number-invalid": (p) => `«${p.value}» لا يصلح رقمًا للعضوية (حروف وأرقام و - . / فقط)`,
    "number-duplicate": (p) => `رقم العضوية ${p.value} موجود أيضًا في السطر ${p.line}`,
    "number-taken": (p) => `رقم العضوية ${p.value} يخص عضوًا آخر`,
    "city-unknown": (p) => `«${p.value}» ليست مدينة في القائمة (اختر الأقرب، أو أخرى)`,
    "language-unknown": (p) => `«${p.value}» ليست لغة يدعمها التطبيق (الإنجليزية أو العربية أو الأردية)`,
  },
  ur: {
    "unclosed-quote": () => "کوٹیشن میں لکھا خانہ بند نہیں ہوا",
    "extra-cells": (p) => `${p.cells} خانے، جبکہ ہیڈر میں ${p.header} ہیں`,
    "email-missing": () => "ای میل موجود نہیں",
    "email-invalid": (p) => `"${p.value}" درست ای میل ایڈریس نہیں`,
    "email-duplicate": (p) => `سطر ${p.line} کی نقل`,
    "phone-invalid": (p) => `"${p.value}" درست سعودی یا پاکستانی فون نمبر نہیں`,
    "tier-unknown": (p) => `"${p.value}" کوئی رکنیت کی قسم نہیں (${p.known} میں سے لکھیں)`,
    "date-unreadable": (p) =>
      `${dateColumns.ur[p.column]} "${p.value}" پڑھی نہیں جا سکی (2027-03-31، 31/03/2027 یا 1448/10/03 ھ کی طرح لکھیں)`,
    "joined-in-future": (p) => `شمولیت کی تاریخ ${p.value} مستقبل میں ہے`,
    "number-invalid": (p) => `"${p.value}" رکنیت نمبر نہیں ہو سکتا (صرف حروف، ہندسے اور - . /)`,
    "number-duplicate": (p) => `رکنیت نمبر ${p.value} سطر ${p.line} پر بھی ہے`,
    "number-taken": (p) => `رکنیت نمبر ${p.value} پہلے سے کسی اور رکن کا ہے`,
    "city-unknown": (p) => `"${p.value}" فہرست کا کوئی شہر نہیں (قریب ترین یا دیگر چنیں)`,
    "language-unknown": (p) => `"${p.value}" ایپ کی زبان نہیں (انگریزی، عربی یا اردو)`,
  },
};

export function describeProblem(problem: RowProblem, language: Language): string {
  const text = texts[language][problem.code] as (problem: RowProblem) => string;
  return text(problem);
}

const lineWords: Record<Language, string> = { en: "Line", ar: "السطر", ur: "سطر" };

/** "Line 7: the email is missing", as the answer's `errors` list reads (spec: a list of text). */
export const lineError = (line: number, reason: string, language: Language) =>
  `${lineWords[language]} ${line}: ${reason}`;
