// Month names a member spreadsheet may spell a date with: English, Arabic (Egyptian/Gulf and Levantine
// names of the Gregorian months), Urdu, and the Hijri months in Arabic and Urdu.

import { foldText } from "../../contract/text-fold";

export type Calendar = "gregorian" | "hijri";
export type MonthName = { calendar: Calendar; month: number };

const gregorian: string[][] = [
  ["january", "jan", "يناير", "كانون الثاني", "جنوری"],
  ["february", "feb", "فبراير", "شباط", "فروری"],
  ["march", "mar", "مارس", "آذار", "مارچ"],
  ["april", "apr", "أبريل", "إبريل", "نيسان", "اپریل"],
  ["may", "مايو", "أيار", "مئی"],
  ["june", "jun", "يونيو", "يونيه", "حزيران", "جون"],
  ["july", "jul", "يوليو", "يوليه", "تموز", "جولائی"],
  ["august", "aug", "أغسطس", "آب", "اگست"],
  ["september", "sep", "sept", "سبتمبر", "أيلول", "ستمبر"],
  ["october", "oct", "أكتوبر", "تشرين الأول", "اکتوبر"],
  ["november", "nov", "نوفمبر", "تشرين الثاني", "نومبر"],
  ["december", "dec", "ديسمبر", "كانون الأول", "دسمبر"],
];

const hijri: string[][] = [
  ["محرم", "محرم الحرام"],
  ["صفر", "صفر المظفر"],
  ["ربيع الأول", "ربيع أول"],
  ["ربيع الثاني", "ربيع الآخر", "ربيع ثاني"],
  ["جمادى الأولى", "جمادى الأول", "جمادی الاول"],
  ["جمادى الآخرة", "جمادى الثانية", "جمادى الثاني", "جمادی الثانی"],
  ["رجب", "رجب المرجب"],
  ["شعبان", "شعبان المعظم"],
  ["رمضان", "رمضان المبارک"],
  ["شوال", "شوال المكرم"],
  ["ذو القعدة", "ذي القعدة", "ذوالقعدہ"],
  ["ذو الحجة", "ذي الحجة", "ذوالحجہ"],
];

/** Names compared without spaces, so "ذو القعدة" and "ذوالقعدة" are one. */
const key = (name: string) => foldText(name).replace(/[\s.]/g, "");

const byName = new Map<string, MonthName>();
for (const [calendar, names] of [
  ["gregorian", gregorian],
  ["hijri", hijri],
] as const) {
  names.forEach((spellings, index) => {
    for (const name of spellings) byName.set(key(name), { calendar, month: index + 1 });
  });
}

export function monthNamed(name: string): MonthName | undefined {
  return byName.get(key(name));
}
