// A member's city: one list of values with English, Arabic and Urdu names (issue 32). The profile,
// onboarding, registration, the member import and the directory filters all store and send these ids
// (in the `location` / `city` fields the contract already had); matchCity reads whatever a person or a
// spreadsheet wrote. Zod-free, so any page can import it.
import type { Language } from "./enums";
import { foldText } from "./text-fold";

export const memberCities = [
  "riyadh",
  "jeddah",
  "makkah",
  "madinah",
  "dammam",
  "khobar",
  "dhahran",
  "jubail",
  "alahsa",
  "yanbu",
  "tabuk",
  "abha",
  "khamis-mushait",
  "taif",
  "hail",
  "qassim",
  "najran",
  "neom",
  "other",
] as const;
export type MemberCity = (typeof memberCities)[number];

export const memberCityNames: Record<MemberCity, Record<Language, string>> = {
  riyadh: { en: "Riyadh", ar: "الرياض", ur: "ریاض" },
  jeddah: { en: "Jeddah", ar: "جدة", ur: "جدہ" },
  makkah: { en: "Makkah", ar: "مكة المكرمة", ur: "مکہ مکرمہ" },
  madinah: { en: "Madinah", ar: "المدينة المنورة", ur: "مدینہ منورہ" },
  dammam: { en: "Dammam", ar: "الدمام", ur: "دمام" },
  khobar: { en: "Khobar", ar: "الخبر", ur: "الخبر" },
  dhahran: { en: "Dhahran", ar: "الظهران", ur: "ظہران" },
  jubail: { en: "Jubail", ar: "الجبيل", ur: "جبیل" },
  alahsa: { en: "Al Ahsa", ar: "الأحساء", ur: "الاحساء" },
  yanbu: { en: "Yanbu", ar: "ينبع", ur: "ینبع" },
  tabuk: { en: "Tabuk", ar: "تبوك", ur: "تبوک" },
  abha: { en: "Abha", ar: "أبها", ur: "ابہا" },
  "khamis-mushait": { en: "Khamis Mushait", ar: "خميس مشيط", ur: "خمیس مشیط" },
  taif: { en: "Taif", ar: "الطائف", ur: "طائف" },
  hail: { en: "Hail", ar: "حائل", ur: "حائل" },
  qassim: { en: "Qassim", ar: "القصيم", ur: "قصیم" },
  najran: { en: "Najran", ar: "نجران", ur: "نجران" },
  neom: { en: "NEOM", ar: "نيوم", ur: "نیوم" },
  other: { en: "Other", ar: "أخرى", ur: "دیگر" },
};

/** Other spellings people and older lists use (the names above are matched too). */
const otherSpellings: Record<MemberCity, string[]> = {
  riyadh: ["riyad", "riyadh city", "ar riyadh", "arriyadh", "رياض"],
  jeddah: ["jiddah", "jedda", "jidda", "jeddah city", "جده"],
  makkah: ["mecca", "makka", "makkah al mukarramah", "mecca al mukarramah", "مكة", "مکہ", "مكه"],
  madinah: [
    "medina",
    "madina",
    "al madinah al munawwarah",
    "madinah al munawwarah",
    "المدينة",
    "مدینہ",
    "مدينه",
  ],
  dammam: ["damam", "ad dammam", "addammam"],
  khobar: ["al khobar", "alkhobar", "al-khobar", "khubar", "al khubar", "خبر"],
  dhahran: ["zahran", "dahran", "az zahran", "ظهران"],
  jubail: ["al jubail", "jubayl", "al-jubail", "jubail industrial city", "جبيل"],
  alahsa: [
    "al ahsa",
    "al-ahsa",
    "al hasa",
    "al-hasa",
    "ahsa",
    "hasa",
    "hofuf",
    "al hofuf",
    "hufuf",
    "الهفوف",
    "الاحساء",
  ],
  yanbu: ["yenbo", "yanbu al bahr", "yanbu industrial city"],
  tabuk: ["tabouk", "tabuk city"],
  abha: [],
  "khamis-mushait": ["khamis mushayt", "khamis", "khamis-mushait", "خمیس"],
  taif: ["at taif", "al taif", "at-taif", "ta'if", "طائف"],
  hail: ["ha'il", "hayil", "حايل"],
  qassim: [
    "al qassim",
    "qasim",
    "al-qassim",
    "buraidah",
    "buraydah",
    "buraida",
    "unaizah",
    "onaizah",
    "بريدة",
    "عنيزة",
  ],
  najran: [],
  neom: [],
  other: ["others", "other city", "اخرى", "دیگر"],
};

/**
 * One key per spelling: the text folded as every list match folds it (text-fold.ts: case, accents,
 * diacritics, Arabic and Urdu letter variants), then a leading "al"/"ال" and everything but letters and
 * digits dropped. So "Al-Khobar", "al khobar", "الخبر" and "خبر" are one key.
 */
export function cityKey(text: string): string {
  const folded = foldText(text);
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const [first, ...rest] = words;
  const withoutArticle = first && rest.length > 0 && /^(al|el|ar|as|at|ad|az)$/.test(first) ? rest : words;
  return withoutArticle
    .join("")
    .replace(/^ال(?=\p{L}{2})/u, "")
    .replace(/^al(?=[a-z]{3})/, "");
}

/** Every spelling of a city the matcher knows by heart (its id, its three names, the others above). */
export const citySpellings = (city: MemberCity): string[] => [
  city,
  ...Object.values(memberCityNames[city]),
  ...otherSpellings[city],
];

const cityByKey = new Map<string, MemberCity>();
for (const city of memberCities) {
  for (const name of citySpellings(city)) {
    const key = cityKey(name);
    if (key && !cityByKey.has(key)) cityByKey.set(key, city);
  }
}

/**
 * The city a person or a sheet meant, or null when the text names none of the list. A country after a
 * comma, a dash or on a line of its own ("Riyadh, Saudi Arabia", "Jeddah - KSA", "Jeddah\nCorniche") is ignored.
 */
export function matchCity(text: string | null | undefined): MemberCity | null {
  if (!text) return null;
  const whole = cityByKey.get(cityKey(text));
  if (whole) return whole;
  // The part before a comma, a bracket or a line break, then before a dash ("Al-Khobar, KSA" is
  // "Al-Khobar" first, a city by itself).
  const [beforeComma = ""] = text.split(/[,،(/|\r\n]/);
  const [beforeDash = ""] = beforeComma.split(/\s[-–]\s|[-–]/);
  for (const part of [beforeComma, beforeDash]) {
    const city = part && part !== text ? cityByKey.get(cityKey(part)) : undefined;
    if (city) return city;
  }
  return null;
}

export const isMemberCity = (value: unknown): value is MemberCity =>
  typeof value === "string" && Object.hasOwn(memberCityNames, value);

/**
 * How a stored city reads: the list's name in the reader's language, or (a value an admin has not
 * matched yet, kept as it was written) the text itself.
 */
export function cityLabel(value: string | null | undefined, language: Language): string {
  if (!value) return "";
  return isMemberCity(value) ? memberCityNames[value][language] : value;
}
