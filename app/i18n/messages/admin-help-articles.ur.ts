import type { Translations } from "../define";
import type { AdminHelpArticlesTexts } from "./admin-help-articles";

const ur: Translations<AdminHelpArticlesTexts> = {
  title: "مدد کے مضامین",
  lead: "ہیلپ سینٹر کے مضامین انگریزی، عربی اور اردو میں لکھیں۔ جن قارئین کی زبان میں نسخہ نہیں، انہیں انگریزی نسخہ دکھایا جاتا ہے۔",
  addHeading: "مضمون یا ترجمہ شامل کریں",
  editHeading: "«{title}» میں ترمیم کریں",
  listHeading: "تمام مضامین",
  empty: "ابھی کوئی مدد کا مضمون نہیں ہے۔ اوپر پہلا مضمون شامل کریں۔",
  slugLabel: "سلگ",
  slugHint:
    "ایک مضمون کے تمام زبانوں کے نسخوں میں مشترک، مثلاً \u2066membership-card\u2069۔ انگریزی کے چھوٹے حروف، ہندسے اور ہائفن۔",
  languageLabel: "زبان",
  langEn: "انگریزی",
  langAr: "عربی",
  langUr: "اردو",
  categoryLabel: "زمرہ",
  catAccount: "اکاؤنٹ اور پروفائل",
  catMembership: "رکنیت اور ادائیگیاں",
  catEvents: "تقریبات اور کمیونٹی",
  catCareers: "ملازمتیں اور کاروبار",
  titleLabel: "عنوان",
  bodyLabel: "مضمون کا متن",
  popularLabel: "مقبول مضامین میں دکھائیں",
  publishedLabel: "شائع شدہ",
  sortLabel: "ترتیب",
  sortHint: "چھوٹے نمبر پہلے آتے ہیں۔",
  popular: "مقبول",
  published: "شائع شدہ",
  draft: "غیر شائع شدہ",
  publish: "شائع کریں",
  unpublish: "اشاعت واپس لیں",
  translate: "ترجمہ شامل کریں",
  missingLanguages: "موجود نہیں: {languages}",
  errorSlug:
    "2 سے 80 تک انگریزی کے چھوٹے حروف، ہندسے اور ہائفن استعمال کریں، مثلاً \u2066membership-card\u2069۔",
  errorDuplicate: "اس سلگ کا اس زبان میں نسخہ پہلے سے موجود ہے۔ اسی نسخے میں ترمیم کریں۔",
  errorTitle: "3 سے 160 حروف کا عنوان درج کریں۔",
  errorBody: "10 سے 10,000 حروف کے درمیان لکھیں۔",
  errorSort: "0 سے 10,000 تک کا پورا عدد استعمال کریں۔",
};

export default ur;
