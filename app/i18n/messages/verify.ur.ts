import type { Translations } from "../define";
import type { VerifyTexts } from "./verify";

const ur: Translations<VerifyTexts> = {
  title: "رکنیت کی تصدیق",
  lead: "پارٹنر تاجر: رعایت دینے سے پہلے تصدیق کریں کہ کارڈ اصلی اور کارآمد ہے۔",
  checking: "رکنیت کی تصدیق ہو رہی ہے…",
  valid: "کارآمد رکنیت",
  expired: "رکنیت کی مدت ختم ہو چکی ہے",
  expiredNote: "اس کارڈ کی مدت ختم ہو چکی ہے: تجدید تک کوئی رکنیتی رعایت نہ دیں۔",
  suspended: "رکنیت معطل ہے",
  suspendedNote: "اس رکن کا اکاؤنٹ معطل ہے: کوئی رکنیتی رعایت نہ دیں۔",
  notFound: "اس نمبر کی کوئی رکنیت نہیں",
  notFoundNote: "کارڈ پر لکھا نمبر چیک کریں، یا رکن سے اپنا کارڈ دوبارہ کھولنے کو کہیں۔",
  loadError: "رکنیت کی تصدیق نہیں ہو سکی۔ براہ کرم دوبارہ کوشش کریں۔",
  rateLimited:
    "اس نیٹ ورک سے ایسے بہت سے نمبر چیک کیے گئے جو کسی کارڈ سے نہیں ملتے۔ براہ کرم چند منٹ انتظار کریں، پھر دوبارہ کوشش کریں۔",
  retry: "دوبارہ کوشش کریں",
  membershipId: "رکنیت نمبر",
  member: "رکن",
  tier: "درجہ",
  discount: "پارٹنر رعایت",
  discountValue: "{percent}%",
  validUntil: "کارآمد تا",
  expiredOn: "میعاد ختم ہوئی",
};

export default ur;
