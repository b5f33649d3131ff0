import type { Translations } from "../define";
import type { WhatsappTexts } from "./whatsapp";

const ur: Translations<WhatsappTexts> = {
  title: "واٹس ایپ گروپس",
  lead: "کاروبار، ملازمتوں، تجارت اور ثقافت کے لیے کمیونٹی کے گروپس میں شامل ہوں۔",
  searchLabel: "گروپس تلاش کریں",
  searchPlaceholder: "نام، تفصیل یا ٹیگ",
  typeLabel: "گروپ کی قسم",
  typeAll: "تمام اقسام",
  typeBusiness: "کاروبار",
  typeJobs: "ملازمتیں",
  typeTrade: "تجارت",
  typeCultural: "ثقافتی",
  typeGeneral: "عمومی",
  members: "{count} اراکین",
  admin: "منتظم: {name}",
  lastActivity: "آخری سرگرمی {time}",
  rulesHeading: "گروپ کے قواعد",
  moreRules: "+{count} مزید قواعد",
  tagsLabel: "ٹیگز",
  joinGroup: "گروپ میں شامل ہوں",
  opensInNewTab: "(نئے ٹیب میں کھلتا ہے)",
  signInToJoin: "شامل ہونے کے لیے سائن ان کریں",
  empty: "کوئی گروپ نہیں ملا",
  loading: "گروپس لوڈ ہو رہے ہیں…",
  loadFailed: "گروپس لوڈ نہیں ہو سکے۔ براہ کرم دوبارہ کوشش کریں۔",
  resultCount: "{count} گروپس",
};

export default ur;
