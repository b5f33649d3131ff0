import type { Translations } from "../define";
import type { SearchTexts } from "./search";

const ur: Translations<SearchTexts> = {
  title: "تلاش",
  lead: "پوسٹس، ملازمتیں، کاروبار، فورم کے موضوعات اور وہ اراکین جو اپنی پروفائل شیئر کرتے ہیں۔",
  searchLabel: "سائٹ میں تلاش کریں",
  searchPlaceholder: "اراکین، ملازمتیں، کاروبار تلاش کریں...",
  submit: "تلاش کریں",
  prompt: "تلاش کے لیے ایک یا دو الفاظ لکھیں۔",
  loading: "تلاش جاری ہے...",
  error: "تلاش نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔",
  retry: "دوبارہ کوشش کریں",
  noResults: "کوئی نتیجہ نہیں",
  noResultsText: "“{query}” سے کچھ نہیں ملا۔ دوسرے یا کم الفاظ آزمائیں۔",
  resultCount: "“{query}” کے {count} نتائج",
  oneResult: "“{query}” کا 1 نتیجہ",
  keyboardHint: "نتائج میں جانے کے لیے تیر والی کلیدیں اور کھولنے کے لیے Enter استعمال کریں۔",
  groupPost: "پوسٹس",
  groupJob: "ملازمتیں",
  groupBusiness: "کاروبار",
  groupThread: "فورم کے موضوعات",
  groupMember: "اراکین",
  groupCount: "{total} میں سے {shown}",
  showAll: "تمام {total} دیکھیں",
  showAllKinds: "تمام نتائج پر واپس جائیں",
  postBy: "{name} کی پوسٹ",
  member: "رکن",
};

export default ur;
