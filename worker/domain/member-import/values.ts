import { type Language, type MembershipTierId, membershipTierIds, tierForLabel } from "../../contract/enums";
import { normaliseMembershipId } from "../../contract/membership-card";
import { foldedKey } from "../../contract/text-fold";

/** How the import reads the tier column: every word and name a community may use for each tier. */
export type TierWords = { byKey: Map<string, MembershipTierId>; known: string };

/** Words for the tiers beyond their names as the admins wrote them in the tiers table. */
const tierSynonyms: Record<MembershipTierId, string[]> = {
  basic: [
    "Basic",
    "free",
    "regular",
    "member",
    "الأساسية",
    "أساسي",
    "عادية",
    "عادي",
    "مجانية",
    "بنیادی",
    "عام",
    "مفت",
  ],
  premium: ["Premium", "المميزة", "مميز", "بريميوم", "پریمیم"],
  executive: ["Executive", "التنفيذية", "تنفيذي", "ایگزیکٹو", "ایگزیکٹیو"],
};

/** "Premium Membership", "عضوية مميزة", "پریمیم رکنیت": the tier word with the word membership around it. */
const membershipWords = /^(membership|member|عضويه|عضویہ|رکنیت)|(membership|member|عضويه|عضویہ|رکنیت)$/u;

type TierRow = { id: MembershipTierId; name: string; nameAr: string | null; nameUr: string | null };

/** The tiers' words: ids, the registration's words (standard, business, corporate), names in three languages. */
export function tierWordsFrom(rows: TierRow[]): TierWords {
  const byKey = new Map<string, MembershipTierId>();
  const add = (word: string | null | undefined, tier: MembershipTierId) => {
    const key = word ? foldedKey(word) : "";
    if (key && !byKey.has(key)) byKey.set(key, tier);
    // "الأساسية" is also written without the article.
    if (key.startsWith("ال") && key.length > 4 && !byKey.has(key.slice(2))) byKey.set(key.slice(2), tier);
  };
  for (const row of rows) for (const name of [row.name, row.nameAr, row.nameUr]) add(name, row.id);
  for (const [word, tier] of Object.entries(tierForLabel)) add(word, tier);
  for (const tier of membershipTierIds) for (const word of tierSynonyms[tier]) add(word, tier);
  const names = rows.length
    ? rows.map((row) => row.name)
    : membershipTierIds.map((tier) => tierSynonyms[tier][0]);
  return { byKey, known: names.join(", ") };
}

export function readTier(value: string, words: TierWords): MembershipTierId | null {
  const key = foldedKey(value);
  return words.byKey.get(key) ?? words.byKey.get(key.replace(membershipWords, "")) ?? null;
}

const languageWords: Record<Language, string[]> = {
  en: ["en", "eng", "english", "الإنجليزية", "الانجليزية", "انجليزي", "إنجليزي", "انگریزی", "انگلش"],
  ar: ["ar", "ara", "arabic", "العربية", "عربي", "عربی", "اللغة العربية"],
  ur: ["ur", "urd", "urdu", "الأردية", "الاردية", "أردو", "اردو"],
};
const languageByKey = new Map(
  Object.entries(languageWords).flatMap(([language, words]) =>
    words.map((word) => [foldedKey(word), language as Language] as const),
  ),
);

/** "Urdu", "اردو", "ur", "English (UK)": the app's language the cell names, or null. */
export function readLanguage(value: string): Language | null {
  const key = foldedKey(value);
  return languageByKey.get(key) ?? languageByKey.get(foldedKey(value.split(/[(,;/]/)[0] ?? "")) ?? null;
}

/** Letters only Urdu (and Persian) write: ٹ ڈ ڑ ں ھ ہ ے ی ک گ پ چ ژ. */
const urduLetters = /[\u0679\u0688\u0691\u06ba\u06be\u06c1\u06d2\u06cc\u06a9\u06af\u067e\u0686\u0698]/u;
const arabicScript = /[\u0600-\u06ff]/u;

/**
 * The language a name's script suggests when the sheet has no language: Urdu letters (Pakistani
 * members write Urdu in Nastaliq's letters), other Arabic script, else English.
 */
export function languageOfName(...names: string[]): Language {
  const text = names.join(" ");
  if (urduLetters.test(text)) return "ur";
  return arabicScript.test(text) ? "ar" : "en";
}

/** Letters (any script), digits and - . / # _ and spaces between them, up to 40 characters. */
const numberShape = /^[\p{L}\p{N}](?:[\p{L}\p{N} ._/#-]{0,38}[\p{L}\p{N}])?$/u;

/**
 * A membership number as the community issued it ("SPPC-20190314-0042", "PK-00123", "1234"), kept as
 * the member's number. Ours are written as issued (normaliseMembershipId); others as written, trimmed.
 */
export function readMembershipNumber(value: string): string | null {
  const number = normaliseMembershipId(value);
  return numberShape.test(number) ? number : null;
}
