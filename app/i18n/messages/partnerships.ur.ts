import type { Translations } from "../define";
import type { PartnershipsTexts } from "./partnerships";

const ur: Translations<PartnershipsTexts> = {
  title: "شراکت داری اور اسپانسرشپ",
  lead: "علاقائی اسپانسر، تقریب کے اسپانسر یا لائلٹی پارٹنر بن کر سعودی عرب بھر کے ہزاروں پاکستانی پیشہ ور افراد تک پہنچیں۔",
  viewPackages: "پیکیجز دیکھیں",
  becomePartner: "شراکت دار بنیں",
  packagesHeading: "اسپانسرشپ پیکیجز",
  packagesLead:
    "اپنے مقاصد کے مطابق تشہیر کا درجہ منتخب کریں۔ ہر پیکیج آپ کی ضرورت کے مطابق ڈھالا جا سکتا ہے۔",
  benefitsLabel: "فوائد",
  includesLabel: "شامل ہے",
  choosePackage: "ابھی معلوم کریں",
  packagesLoading: "پیکجز لوڈ ہو رہے ہیں…",
  packagesError: "پیکجز لوڈ نہیں ہو سکے۔ براہ کرم دوبارہ کوشش کریں۔",
  packagesEmpty: "اس وقت کوئی اسپانسرشپ پیکج دستیاب نہیں۔ شراکت پر بات کرنے کے لیے ہم سے رابطہ کریں۔",
  retry: "دوبارہ کوشش کریں",
  partnersHeading: "ہمارے لائلٹی پارٹنرز",
  partnersLead: "ممبران اپنا ڈیجیٹل ممبرشپ کارڈ دکھا کر {count} شراکت دار مقامات پر بچت کرتے ہیں۔",
  discountUpTo: "{discount} تک رعایت",
  partnerRestaurants: "پاکستانی ریستوران",
  partnerClinics: "کلینک اور فارمیسیاں",
  partnerTravel: "ٹریول اور عمرہ ایجنسیاں",
  partnerGrocery: "گروسری اور مصالحہ جات کی دکانیں",
  partnerFashion: "درزی اور فیشن بوتیک",
  partnerEducation: "ٹیوشن اور تربیتی مراکز",
  eventSponsorHeading: "{event} کو اسپانسر کریں",
  eventSponsorText:
    "ہماری مرکزی تقریب {venue} میں {capacity} تک پیشہ ور افراد کو یکجا کرتی ہے۔ اپنا برانڈ کمیونٹی کے فیصلہ سازوں کے سامنے لائیں۔",
  eventSponsorLink: "تقریب کی تفصیل",
  eventSponsorNoneHeading: "ہماری اگلی مرکزی تقریب کو اسپانسر کریں",
  eventSponsorNoneText:
    "ہماری اگلی مرکزی تقریب کی منصوبہ بندی جاری ہے۔ ہمیں اپنے برانڈ کے بارے میں بتائیں، اس کی اسپانسرشپ سب سے پہلے آپ کو پیش کریں گے۔",
  eventSponsorNoneLink: "ہم سے بات کریں",
  contactHeading: "آئیے مل کر کام کریں",
  contactText: "ہمیں اپنے مقاصد بتائیں، ہم آپ کے لیے موزوں پیکیج تیار کریں گے۔",
  contactForm: "ہم سے رابطہ کریں",
  emailUs: "یا ہماری شراکت داری ٹیم کو ای میل کریں:",
};

export default ur;
