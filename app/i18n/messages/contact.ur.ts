import type { Translations } from "../define";
import type { ContactTexts } from "./contact";

const ur: Translations<ContactTexts> = {
  title: "ہم سے رابطہ کریں",
  lead: "رکنیت، تقریبات یا شراکت داری کے بارے میں سوالات ہیں؟ ہمیں پیغام بھیجیں یا براہِ راست ہماری ٹیم سے رابطہ کریں۔",
  formHeading: "ہمیں پیغام بھیجیں",
  requiredNote: "* والے خانے لازمی ہیں۔",
  firstName: "پہلا نام",
  lastName: "خاندانی نام",
  email: "ای میل ایڈریس",
  phone: "فون نمبر",
  optional: "(اختیاری)",
  phoneHint: "ملک کا کوڈ شامل کریں، مثلاً \u2066+966\u2069۔",
  subject: "موضوع",
  message: "پیغام",
  consent:
    "مجھے منظور ہے کہ SPPC میرے پیغام کا جواب دینے کے لیے یہ معلومات استعمال کرے، جیسا کہ {link} میں بیان کیا گیا ہے۔",
  privacyLink: "رازداری کی پالیسی",
  newTab: "(نئے ٹیب میں کھلتا ہے)",
  send: "پیغام بھیجیں",
  notSent:
    "فی الحال پیغامات آن لائن نہیں بھیجے جا سکتے۔ براہِ کرم اپنا پیغام {email} پر ای میل کریں۔ آپ کا لکھا ہوا متن فارم میں موجود ہے، اس لیے آپ اسے کاپی کر سکتے ہیں۔",
  detailsHeading: "رابطے کی تفصیلات",
  emailLabel: "ای میل",
  phoneLabel: "فون",
  addressLabel: "پتہ",
  partnershipsLabel: "شراکت داری",
  hoursHeading: "سپورٹ کے اوقات",
  hours: "اتوار تا جمعرات، 9:00 تا 18:00 (سعودی وقت)",
  responseTime: "ہم ای میلز کا جواب {hours} گھنٹوں کے اندر دیتے ہیں۔",
  helpPrompt: "فوری جواب چاہیے؟",
  helpLink: "ہیلپ سینٹر دیکھیں",
};

export default ur;
