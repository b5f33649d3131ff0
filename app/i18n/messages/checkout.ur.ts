import type { Translations } from "../define";
import type { CheckoutTexts } from "./checkout";

const ur: Translations<CheckoutTexts> = {
  orderTitle: "آپ کی رکنیت",
  linkEmailedTitle: "رکن کی ای میل دیکھیں",
  linkEmailedText:
    "اگر یہ رکنیت نمبر موجود ہے تو ہم نے اس کے رکن کو ادائیگی کا لنک ای میل کر دیا ہے۔ ادائیگی صرف اسی لنک سے کھلتی ہے، جو 24 گھنٹے کام کرتا ہے۔",
  plan: "پلان",
  price: "قیمت",
  perYear: "{price} سالانہ",
  validity: "ادائیگی سے ایک سال تک کارآمد۔ ختم ہونے سے پہلے ہم آپ کو تجدید کا لنک ای میل کریں گے۔",
  methods: "{provider} کے صفحے پر مدی، Apple Pay، STC Pay یا کریڈٹ کارڈ سے محفوظ ادائیگی کریں۔",
  payNow: "{price} ادا کریں",
  redirecting: "ادائیگی کا صفحہ کھل رہا ہے…",
  signInToPay: "اپنی رکنیت اپ گریڈ کرنے کے لیے سائن ان کریں۔",
  signIn: "سائن ان",
  bankTransfer:
    "بینک ٹرانسفر کرنا چاہتے ہیں؟ اپنے رکنیت نمبر کے ساتھ سپورٹ سے رابطہ کریں، ہم اسے درج کر لیں گے۔",
  planUnavailable: "یہ پلان فی الحال خریدا نہیں جا سکتا۔",
  loadFailed: "ادائیگی کی تفصیلات لوڈ نہیں ہو سکیں۔",
  retry: "دوبارہ کوشش کریں",
  confirming: "آپ کی ادائیگی کی تصدیق ہو رہی ہے…",
  stillPending:
    "آپ کی ادائیگی کی ابھی تصدیق نہیں ہوئی۔ اگر آپ نے ادائیگی مکمل کی ہے تو یہ جلد ظاہر ہو گی؛ آپ دوبارہ دیکھ سکتے ہیں۔",
  checkAgain: "دوبارہ دیکھیں",
  cancelled: "ادائیگی منسوخ ہو گئی۔ آپ سے کوئی رقم نہیں لی گئی۔",
  paymentSuccessful: "ادائیگی کامیاب",
  welcome: "SPPC {tier} میں خوش آمدید!",
  paymentFailed: "ادائیگی ناکام",
  failedFallback: "ادائیگی مکمل نہیں ہوئی۔",
  tryAgain: "دوبارہ ادائیگی کریں",
  viewCard: "رکنیت کارڈ دیکھیں",
  unknownPayment: "یہ ادائیگی نہیں مل سکی۔",
  myPaymentsTitle: "آپ کی ادائیگیاں",
  noPayments: "ابھی تک کوئی ادائیگی نہیں۔",
  paymentsLoadFailed: "آپ کی ادائیگیاں لوڈ نہیں ہو سکیں۔",
  methodOnline: "آن لائن",
  methodBankTransfer: "بینک ٹرانسفر",
  statusPaid: "ادا شدہ",
  statusPending: "زیر التوا",
  statusFailed: "ناکام",
  paidOn: "{date} کو ادا کیا",
  validUntilDate: "{date} تک کارآمد",
  colDate: "تاریخ",
  colPlan: "پلان",
  colAmount: "رقم",
  colMethod: "طریقہ",
  colStatus: "حیثیت",
};

export default ur;
