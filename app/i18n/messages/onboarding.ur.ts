import type { Translations } from "../define";
import type { OnboardingTexts } from "./onboarding";

const ur: Translations<OnboardingTexts> = {
  title: "SPPC میں خوش آمدید",
  lead: "تین مختصر مراحل: آپ کی رازداری کے انتخاب، آپ کا مختصر تعارف، اور آپ کا کام۔",
  progress: "آن بورڈنگ کی پیش رفت",
  stepOf: "مرحلہ {current} از {total}",
  stepConsent: "رازداری کی رضامندی",
  stepPersonal: "ذاتی معلومات",
  stepProfessional: "پیشہ ورانہ تفصیلات",
  requiredNote: "* والے خانے لازمی ہیں۔",
  optional: "(اختیاری)",
  newTab: "(نئے ٹیب میں کھلتا ہے)",

  consentIntro:
    "سعودی عرب کا ذاتی ڈیٹا کے تحفظ کا قانون (PDPL) آپ کو یہ اختیار دیتا ہے کہ آپ کا ڈیٹا کیسے استعمال ہو۔ صرف پہلا انتخاب لازمی ہے۔ باقی انتخاب آپ کسی بھی وقت رازداری اور ڈیٹا کے صفحے پر بدل سکتے ہیں۔",
  pdplLabel: "میں رضامند ہوں کہ SPPC میرا ذاتی ڈیٹا رازداری کی پالیسی کے مطابق پروسیس کرے",
  pdplHelp:
    "پلیٹ فارم استعمال کرنے کے لیے ضروری: ہم آپ کے اکاؤنٹ، پروفائل اور رکنیت کی تفصیلات رکھتے ہیں اور انہیں صرف کمیونٹی چلانے کے لیے استعمال کرتے ہیں۔ ہم آپ کا ڈیٹا کبھی فروخت نہیں کرتے۔",
  dataProcessingLabel: "میرا تجربہ میرے مطابق بنائیں",
  dataProcessingHelp:
    "میری پروفائل اور سرگرمی سے میرے لیے موزوں ملازمتیں، تقریبات، رہنما اور اراکین تجویز کریں۔",
  marketingLabel: "مجھے خبریں اور پیشکشیں بھیجیں",
  marketingHelp:
    "تقریبات، شراکت دار رعایتوں اور رکنیت کی پیشکشوں کے بارے میں کبھی کبھار ای میلز۔ آپ انہیں کسی بھی وقت بند کر سکتے ہیں۔",
  profileSharingLabel: "میری پروفائل دوسرے اراکین کو دکھائیں",
  profileSharingHelp:
    "یہ آن ہو تو سائن اِن اراکین آپ کو اراکین کی ڈائریکٹری میں ڈھونڈ سکتے ہیں اور رابطے کی درخواست بھیج سکتے ہیں۔ انہیں آپ کا نام، تصویر، عہدہ، کمپنی، شہر، صنعت، زبانیں اور مہارتیں نظر آتی ہیں۔ مہمان اور سرچ انجن ڈائریکٹری کبھی نہیں دیکھتے؛ آپ کا QR کارڈ صرف انہی کے لیے کھلتا ہے جنہیں آپ اس کا لنک دیں۔ آپ کی ای میل اور فون نمبر نجی رہتے ہیں۔",
  privacyPolicyLink: "رازداری کی پالیسی پڑھیں",
  acceptContinue: "قبول کریں اور جاری رکھیں",
  acceptHint: "جاری رکھنے کے لیے پہلے خانے پر نشان لگائیں۔",

  firstName: "پہلا نام",
  lastName: "آخری نام",
  phoneNumber: "فون نمبر",
  phoneHint: "ملک کے کوڈ کے ساتھ، مثلاً ‎+966 50 123 4567‎۔",
  location: "شہر",
  chooseCity: "اپنا شہر منتخب کریں",
  bio: "آپ کا تعارف",
  bioHint: "چند سطریں جو دوسرے اراکین آپ کی پروفائل پر دیکھیں گے۔",
  jobTitle: "عہدہ",
  company: "کمپنی",
  experience: "تجربے کے سال",
  chooseExperience: "ایک حد منتخب کریں",
  skills: "مہارتیں",
  skillsHint: "مہارتوں کو کوما سے الگ کریں، مثلاً: AutoCAD، پراجیکٹ مینجمنٹ۔",
  industry: "شعبہ",
  chooseIndustry: "ایک شعبہ منتخب کریں",
  linkedinUrl: "LinkedIn پروفائل",
  linkedinHint: "مکمل پتہ، مثلاً https://www.linkedin.com/in/your-name",
  interests: "دلچسپیاں",
  interestsHint: "آپ کمیونٹی سے کیا چاہتے ہیں؟ مثلاً: رہنمائی، کاروباری روابط۔",

  back: "واپس",
  continue: "جاری رکھیں",
  complete: "مکمل کریں",
  completing: "محفوظ ہو رہا ہے…",

  errorsHeading: "براہِ کرم نشان زدہ خانے درست کریں:",
  firstNameRequired: "اپنا پہلا نام درج کریں۔",
  lastNameRequired: "اپنا آخری نام درج کریں۔",
  locationRequired: "اپنا شہر منتخب کریں۔",
  jobTitleRequired: "اپنا عہدہ درج کریں۔",
  companyRequired: "اپنی کمپنی کا نام درج کریں۔",
  phoneInvalid: "درست فون نمبر درج کریں، مثلاً \u2066+966 50 123 4567\u2069 یا \u2066+92 300 1234567\u2069۔",
  linkedinInvalid: "https:// سے شروع ہونے والا مکمل LinkedIn پتہ درج کریں",
  tooLong: "یہ بہت لمبا ہے: زیادہ سے زیادہ {max} حروف۔",
  invalidChoice: "دیے گئے اختیارات میں سے ایک منتخب کریں۔",

  successTitle: "کمیونٹی میں خوش آمدید!",
  successText: "آپ کی پروفائل کامیابی سے بن گئی ہے۔",
  failedTitle: "آن بورڈنگ مکمل نہ ہو سکی",
  consentTitle: "رضامندی ضروری ہے",
  consentText: "پلیٹ فارم استعمال کرنے کے لیے آپ کو ڈیٹا پروسیسنگ پر رضامندی دینا ہوگی۔",

  exp0to1: "0–1 سال",
  exp2to5: "2–5 سال",
  exp6to10: "6–10 سال",
  exp11to15: "11–15 سال",
  exp16plus: "16 سال یا زیادہ",

  industryOilGas: "تیل اور گیس",
  industryConstruction: "تعمیرات",
  industryIt: "انفارمیشن ٹیکنالوجی",
  industryHealthcare: "صحت کی دیکھ بھال",
  industryFinance: "مالیات اور بینکاری",
  industryManufacturing: "مینوفیکچرنگ",
  industryEducation: "تعلیم",
  industryRetail: "ریٹیل",
  industryHospitality: "مہمان نوازی",
  industryTransportation: "نقل و حمل",
  industryAgriculture: "زراعت",
  industryRealEstate: "رئیل اسٹیٹ",
};

export default ur;
