import type { Translations } from "../define";
import type { AdminFeaturedTexts } from "./admin-featured";

const ur: Translations<AdminFeaturedTexts> = {
  title: "نمایاں مواد",
  lead: "منتخب کریں کہ دریافت کا صفحہ کیا نمایاں کرے اور کس ترتیب سے۔",
  addHeading: "نمایاں آئٹم شامل کریں",
  editHeading: "«{title}» میں ترمیم کریں",
  listHeading: "نمایاں آئٹمز، اسی ترتیب سے جس میں ممبران انہیں دیکھتے ہیں",
  empty: "ابھی کچھ نمایاں نہیں ہے۔ اوپر پہلا آئٹم شامل کریں۔",
  kindLabel: "قسم",
  kindJob: "ملازمت",
  kindBusiness: "کاروبار",
  kindEvent: "تقریب",
  kindThread: "فورم موضوع",
  kindTender: "ٹینڈر",
  kindLink: "لنک",
  titleLabel: "عنوان",
  descriptionLabel: "تفصیل",
  urlLabel: "پتہ",
  urlHint:
    "اس سائٹ کا راستہ جیسے \u2066/jobs\u2069 یا \u2066/events\u2069۔ «لنک» قسم کے آئٹمز \u2066https://\u2069 پتہ بھی استعمال کر سکتے ہیں۔",
  activeLabel: "دریافت کے صفحے پر دکھائیں",
  shown: "ظاہر",
  hidden: "پوشیدہ",
  moveUp: "اوپر لے جائیں",
  moveDown: "نیچے لے جائیں",
  errorTitle: "2 سے 120 حروف کا عنوان درج کریں۔",
  errorDescription: "تفصیل 300 حروف سے کم رکھیں۔",
  errorUrl:
    "اس سائٹ کا / سے شروع ہونے والا راستہ استعمال کریں۔ صرف «لنک» قسم کے آئٹمز \u2066https://\u2069 پتہ استعمال کر سکتے ہیں۔",
  orderChanged: "اس دوران فہرست بدل گئی اور دوبارہ لوڈ کر دی گئی ہے: براہِ کرم دوبارہ کوشش کریں۔",
};

export default ur;
