import type { mentorshipPrograms } from "../schema";

type Versions = Pick<
  typeof mentorshipPrograms.$inferInsert,
  | "titleAr"
  | "titleUr"
  | "durationAr"
  | "durationUr"
  | "formatAr"
  | "formatUr"
  | "descriptionAr"
  | "descriptionUr"
  | "featuresAr"
  | "featuresUr"
>;

/** The demo mentorship programs' texts in Arabic and Urdu, by seed id, features in the English order. */
export const programTranslations: Record<string, Versions> = {
  "seed-program-career": {
    titleAr: "تسريع المسار المهني",
    titleUr: "کیریئر میں تیز رفتار ترقی",
    durationAr: "6 أشهر",
    durationUr: "6 ماہ",
    formatAr: "جلسات فردية كل أسبوعين",
    formatUr: "انفرادی نشستیں، ہر دو ہفتے بعد",
    descriptionAr: "مرشد خبير في مجالك يساعدك على التخطيط لخطوتك المهنية التالية وبلوغها.",
    descriptionUr:
      "آپ کے شعبے کا ایک سینئر رہنما آپ کے اگلے کیریئر قدم کی منصوبہ بندی اور اس تک پہنچنے میں مدد کرتا ہے۔",
    featuresAr: ["خطة تطوير شخصية", "مراجعة السيرة الذاتية وحساب لينكدإن", "تعارف مع مديري التوظيف"],
    featuresUr: ["ذاتی ترقی کا منصوبہ", "سی وی اور لنکڈ اِن کا جائزہ", "بھرتی کرنے والے مینیجرز سے تعارف"],
  },
  "seed-program-entrepreneurship": {
    titleAr: "منصة انطلاق ريادة الأعمال",
    titleUr: "کاروباری آغاز پروگرام",
    durationAr: "3 أشهر",
    durationUr: "3 ماہ",
    formatAr: "مجموعات صغيرة أسبوعيًا",
    formatUr: "چھوٹے گروپ، ہفتہ وار",
    descriptionAr: "حوّل فكرة مشروعك إلى شركة مسجّلة بإرشاد روّاد أعمال خاضوا التجربة هنا.",
    descriptionUr:
      "ان بانیوں کی رہنمائی میں اپنے کاروباری خیال کو رجسٹرڈ کمپنی میں بدلیں جنہوں نے یہ کام یہیں کیا۔",
    featuresAr: ["نموذج العمل والتراخيص", "التدرّب على العرض التقديمي", "الوصول إلى المستثمرين والشركاء"],
    featuresUr: ["کاروباری ماڈل اور لائسنسنگ", "پِچ کی مشق", "سرمایہ کاروں اور شراکت داروں تک رسائی"],
  },
  "seed-program-leadership": {
    titleAr: "حلقة القيادة",
    titleUr: "لیڈرشپ حلقہ",
    durationAr: "4 أشهر",
    durationUr: "4 ماہ",
    formatAr: "جلسات جماعية مع ورشة عمل شهرية",
    formatUr: "گروپ نشستیں اور ماہانہ ورکشاپ",
    descriptionAr: "للمديرين المقبلين على أدوار أكبر: قيادة فرق متعددة الثقافات في بيئات العمل السعودية.",
    descriptionUr:
      "بڑی ذمہ داریاں سنبھالنے والے مینیجرز کے لیے: سعودی کام کی جگہوں پر مختلف ثقافتوں کی ٹیموں کی قیادت۔",
    featuresAr: ["ورش قيادة شهرية", "حلقة تعلّم بين الأقران", "شهادة إتمام"],
    featuresUr: ["ماہانہ لیڈرشپ ورکشاپس", "ہم منصبوں کے ساتھ سیکھنے کا حلقہ", "تکمیل کا سرٹیفکیٹ"],
  },
};
