/**
 * The help centre's search, shared by the worker (articles) and the app (quick-help questions): every
 * word of the query must be found, either as written or as one of its synonyms in any of the three
 * languages, so "forgot password", "نسيت كلمة المرور" and "پاس ورڈ بھول گیا" find the same article.
 */

/**
 * Words that mean the same thing to someone looking for help. Several-word entries ("sign in",
 * "كلمة المرور") are matched as phrases in the query before it is split into words.
 */
const synonymGroups: readonly (readonly string[])[] = [
  [
    "password",
    "passcode",
    "passwords",
    "login",
    "log in",
    "sign in",
    "sign-in",
    "كلمة المرور",
    "كلمة السر",
    "الرقم السري",
    "تسجيل الدخول",
    "پاس ورڈ",
    "پاسورڈ",
    "لاگ ان",
    "سائن ان",
  ],
  [
    "forgot",
    "forgotten",
    "forget",
    "reset",
    "lost",
    "recover",
    "نسيت",
    "نسيان",
    "إعادة تعيين",
    "استعادة",
    "فقدت",
    "بھول گیا",
    "بھول گئی",
    "بھول",
    "ری سیٹ",
    "دوبارہ ترتیب",
  ],
  [
    "iqama",
    "iqamah",
    "residency",
    "residence permit",
    "resident id",
    "id",
    "national id",
    "إقامة",
    "الإقامة",
    "هوية مقيم",
    "الهوية",
    "اقامہ",
    "اقامت",
    "رہائشی اجازت نامہ",
    "شناختی کارڈ",
  ],
  ["refund", "money back", "استرداد", "استرجاع", "رقم کی واپسی", "ریفنڈ"],
  ["cancel", "cancellation", "إلغاء", "منسوخ", "منسوخی"],
  ["job", "jobs", "career", "careers", "vacancy", "وظيفة", "وظائف", "ملازمت", "ملازمتیں", "نوکری"],
  ["event", "events", "فعالية", "فعاليات", "تقریب", "تقریبات"],
  ["card", "membership card", "بطاقة", "کارڈ"],
];

/** Lower-cased, compatibility-folded, without Arabic short vowels and with one form of alef and yeh. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/\s+/g, " ")
    .trim();
}

const groups = synonymGroups.map((group) => group.map(normalizeForSearch));
const isLatin = (term: string) => /^[a-z0-9 -]+$/.test(term);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * One test per query term. Latin words match at a word's start ("id" must not find "provide", but
 * "reset" finds "resetting"); Arabic-script words anywhere, since Arabic joins articles and
 * prepositions to the word ("الإقامة", "بالإقامة").
 */
function termTest(term: string): (haystack: string) => boolean {
  if (!isLatin(term)) return (haystack) => haystack.includes(term);
  // Very short words ("id") must stand alone.
  const end = term.length <= 3 ? "(?![\\p{L}\\p{N}])" : "";
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}${end}`, "u");
  return (haystack) => pattern.test(haystack);
}

/** The query as terms, each with its alternatives: phrases of a synonym group first, then words. */
export function searchTerms(query: string): string[][] {
  let rest = ` ${normalizeForSearch(query)} `;
  const terms: string[][] = [];
  for (const group of groups) {
    // Longest first, so "sign in" is taken as one term before "in" is left over.
    const found = [...group].sort((a, b) => b.length - a.length).find((term) => rest.includes(` ${term} `));
    if (found) {
      terms.push(group);
      rest = rest.replace(` ${found} `, " ");
    }
  }
  for (const word of rest.split(" ").filter(Boolean)) {
    terms.push(groups.find((group) => group.includes(word)) ?? [word]);
  }
  return terms;
}

/** True when every term of the query, or one of its synonyms, is in the texts. */
export function matchesHelpSearch(query: string, texts: readonly string[]): boolean {
  const terms = searchTerms(query);
  if (terms.length === 0) return true;
  const haystack = ` ${normalizeForSearch(texts.join(" "))} `;
  return terms.every((alternatives) => alternatives.some((term) => termTest(term)(haystack)));
}
