import type { Translations } from "../define";
import type { PremiumTexts } from "./premium";

const ur: Translations<PremiumTexts> = {
  title: "پریمیم رکنیت",
  lead: "سعودی عرب میں اپنے کیریئر کے مطابق پلان منتخب کریں۔ ہر پلان میں آپ کے ڈیجیٹل رکنیت کارڈ کے ذریعے پارٹنر رعایتیں شامل ہیں۔",
  plansHeading: "رکنیت کے پلانز",
  free: "مفت",
  perYear: "سالانہ",
  mostPopular: "سب سے مقبول",
  partnerDiscount: "پارٹنرز پر {discount} رعایت",
  benefitsLabel: "{name} کے فوائد",
  joinFree: "مفت شامل ہوں",
  choosePlan: "{name} منتخب کریں",
  viewCard: "رکنیت کارڈ دیکھیں",
  cardHeading: "آپ کا ڈیجیٹل رکنیت کارڈ",
  cardText: "مملکت بھر میں {count} پارٹنر مقامات پر اپنا کارڈ دکھائیں اور ہر بار بچت کریں۔",
  guaranteeHeading: "30 دن میں رقم واپسی کی ضمانت",
  guaranteeText:
    "مطمئن نہیں؟ 30 دن کے اندر پوری رقم واپس مانگیں۔ کسی بھی وقت منسوخ کریں اور بلنگ مدت کے اختتام تک اپنے فوائد برقرار رکھیں۔",
  loading: "پلانز لوڈ ہو رہے ہیں…",
  error: "رکنیت کے پلانز لوڈ نہیں ہو سکے۔ براہِ کرم اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔",
  retry: "دوبارہ کوشش کریں",
  empty: "اس وقت رکنیت کا کوئی پلان دستیاب نہیں۔ براہِ کرم کچھ دیر بعد دوبارہ دیکھیں۔",
};

export default ur;
