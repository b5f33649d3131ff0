import { type ImportField, importFields } from "../../contract/member-import";
import { foldedKey } from "../../contract/text-fold";

/**
 * Header names as communities write them, in English, Arabic and Urdu, compared folded
 * (contract/text-fold.ts: case, spacing, punctuation, Arabic letter variants and diacritics aside), so
 * "First Name", "first_name", "FIRSTNAME" and "الاسم الأول" / "الإسم الاول" each name one field.
 */
const headerAliases: Record<ImportField, string[]> = {
  firstName: [
    "first name",
    "first",
    "given name",
    "forename",
    "fname",
    "الاسم الأول",
    "الاسم الاول للعضو",
    "پہلا نام",
  ],
  lastName: [
    "last name",
    "last",
    "surname",
    "family name",
    "lname",
    "اسم العائلة",
    "العائلة",
    "اللقب",
    "الاسم الأخير",
    "خاندانی نام",
    "آخری نام",
  ],
  fullName: [
    "name",
    "full name",
    "member name",
    "الاسم",
    "الاسم الكامل",
    "اسم العضو",
    "نام",
    "پورا نام",
    "رکن کا نام",
  ],
  email: [
    "email",
    "e-mail",
    "email address",
    "mail",
    "email id",
    "work email",
    "البريد الإلكتروني",
    "البريد",
    "الايميل",
    "بريد إلكتروني",
    "ای میل",
    "ای میل ایڈریس",
  ],
  phoneNumber: [
    "phone",
    "phone number",
    "mobile",
    "mobile number",
    "mobile phone",
    "cell",
    "cell phone",
    "telephone",
    "tel",
    "whatsapp",
    "contact number",
    "الجوال",
    "رقم الجوال",
    "جوال",
    "الهاتف",
    "رقم الهاتف",
    "الموبايل",
    "واتساب",
    "موبائل",
    "موبائل نمبر",
    "فون",
    "فون نمبر",
  ],
  title: [
    "job title",
    "title",
    "position",
    "designation",
    "profession",
    "role",
    "occupation",
    "المسمى الوظيفي",
    "الوظيفة",
    "المهنة",
    "عہدہ",
    "پیشہ",
  ],
  company: [
    "company",
    "company name",
    "organisation",
    "organization",
    "employer",
    "organisation name",
    "organization name",
    "الشركة",
    "اسم الشركة",
    "جهة العمل",
    "المؤسسة",
    "کمپنی",
    "ادارہ",
  ],
  location: ["location", "city", "town", "city of location", "المدينة", "مدينة", "شہر"],
  tier: [
    "tier",
    "membership type",
    "membership tier",
    "level",
    "membership level",
    "plan",
    "membership plan",
    "membership",
    "نوع العضوية",
    "فئة العضوية",
    "مستوى العضوية",
    "العضوية",
    "رکنیت کی قسم",
    "رکنیت",
  ],
  validUntil: [
    "valid until",
    "valid till",
    "valid to",
    "expiry",
    "expiry date",
    "expires",
    "expires on",
    "expiration",
    "expiration date",
    "renewal date",
    "end date",
    "membership expiry",
    "تاريخ الانتهاء",
    "تاريخ انتهاء العضوية",
    "صالحة حتى",
    "صالح حتى",
    "ينتهي في",
    "تاریخ اختتام",
    "میعاد ختم",
  ],
  membershipNumber: [
    "membership number",
    "member id",
    "membership no",
    "membership id",
    "member no",
    "member number",
    "membership #",
    "card number",
    "رقم العضوية",
    "رقم العضو",
    "رکنیت نمبر",
    "ممبرشپ نمبر",
  ],
  joinedOn: [
    "member since",
    "joined",
    "join date",
    "joining date",
    "date joined",
    "joined on",
    "start date",
    "membership start",
    "registration date",
    "تاريخ الانضمام",
    "عضو منذ",
    "تاريخ التسجيل",
    "تاریخ شمولیت",
    "رکن از",
  ],
  language: ["language", "preferred language", "lang", "اللغة", "اللغة المفضلة", "زبان", "ترجیحی زبان"],
};

const fieldByHeader = new Map(
  importFields.flatMap((field) => headerAliases[field].map((name) => [foldedKey(name), field] as const)),
);

export const headerKey = foldedKey;

/** What the header says: which column holds which field, and the columns that name none. */
export type HeaderMap = { columns: Map<ImportField, number>; unknown: number[] };

/** The first column wins when two mean the same thing; the second is listed as unknown, not dropped. */
export function mapHeader(cells: string[]): HeaderMap {
  const columns = new Map<ImportField, number>();
  const unknown: number[] = [];
  cells.forEach((cell, index) => {
    const field = fieldByHeader.get(headerKey(cell));
    if (field && !columns.has(field)) columns.set(field, index);
    else if (cell.trim() !== "") unknown.push(index);
  });
  return { columns, unknown };
}
