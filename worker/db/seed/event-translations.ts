import type { events } from "../schema";

type Versions = Pick<
  typeof events.$inferInsert,
  "nameAr" | "nameUr" | "descriptionAr" | "descriptionUr" | "highlightsAr" | "highlightsUr"
>;

const cityHighlightsAr = [
  "تعارف مع مهنيين باكستانيين من مختلف القطاعات",
  "شاي العصر على الطريقة الباكستانية مع المقبلات التقليدية",
  "كلمات من قادة الجالية وأصحاب الأعمال",
  "ركن لتسجيل بطاقة العضوية",
];
const cityHighlightsUr = [
  "مختلف شعبوں کے پاکستانی پیشہ ور افراد سے ملاقات",
  "پاکستانی لوازمات کے ساتھ روایتی ہائی ٹی",
  "کمیونٹی رہنماؤں اور کاروباری شخصیات کی گفتگو",
  "ممبرشپ کارڈ رجسٹریشن ڈیسک",
];

const cityEvent = (cityAr: string, cityUr: string): Versions => ({
  nameAr: `لقاء المهنيين في ${cityAr}`,
  nameUr: `${cityUr} پروفیشنلز ہائی ٹی`,
  descriptionAr: `أمسية للتعارف والحوار وكرم الضيافة الباكستانية تجمع المهنيين في ${cityAr}.`,
  descriptionUr: `${cityUr} کے پیشہ ور افراد کے لیے میل جول، گفتگو اور پاکستانی مہمان نوازی کی ایک شام۔`,
  highlightsAr: cityHighlightsAr,
  highlightsUr: cityHighlightsUr,
});

/** The demo events in Arabic and Urdu, by seed id (English stays in events.ts). */
export const eventTranslations: Record<string, Versions> = {
  "seed-event-riyadh": cityEvent("الرياض", "ریاض"),
  "seed-event-khobar": cityEvent("الخبر", "الخبر"),
  "seed-event-dammam": cityEvent("الدمام", "دمام"),
  "seed-event-elevate": {
    nameAr: "إليفيت: القمة السنوية لـ SPPC",
    nameUr: "ایلیویٹ: ایس پی پی سی کی سالانہ کانفرنس",
    descriptionAr:
      "الملتقى الأبرز للجالية: كلمات رئيسية وجلسات حوارية مع خبراء القطاعات ومعرض للأعمال وحفل للتكريم، ويُتوقع حضور أكثر من ألف مشارك.",
    descriptionUr:
      "کمیونٹی کا سب سے بڑا اجتماع: کلیدی خطابات، شعبہ جاتی مباحثے، کاروباری نمائش اور ایوارڈز، جس میں ایک ہزار سے زائد شرکا کی آمد متوقع ہے۔",
    highlightsAr: ["كلمات رئيسية من قادة القطاعات", "معرض الأعمال", "جوائز الجالية", "أمسية ثقافية"],
    highlightsUr: ["صنعتی رہنماؤں کے کلیدی خطابات", "کاروباری نمائش", "کمیونٹی ایوارڈز", "ثقافتی شام"],
  },
  "seed-event-tech-meetup": {
    nameAr: "لقاء قادة التقنية",
    nameUr: "ٹیک لیڈرز کی نشست",
    descriptionAr: "مهندسون وقادة تقنية باكستانيون يتبادلون ما تعلّموه من العمل في مشاريع رؤية 2030.",
    descriptionUr:
      "پاکستانی انجینئر اور آئی ٹی رہنما وژن 2030 کے منصوبوں سے حاصل ہونے والے تجربات بیان کرتے ہیں۔",
    highlightsAr: ["جلسة حوارية عن مشاريع التقنية في رؤية 2030", "مديرو توظيف حاضرون"],
    highlightsUr: ["وژن 2030 کے ٹیک منصوبوں پر مباحثہ", "بھرتی کرنے والے مینیجر موقع پر موجود"],
  },
  "seed-event-jeddah-cultural": {
    nameAr: "أمسية ثقافية في جدة",
    nameUr: "جدہ میں ثقافتی شام",
    descriptionAr: "موسيقى وشعر وأطباق تحتفي بالتراث الباكستاني مع العائلات في جدة.",
    descriptionUr: "جدہ میں اہلِ خانہ کے ساتھ پاکستانی ورثے کا جشن: موسیقی، شاعری اور روایتی کھانے۔",
    highlightsAr: ["عرض قوالي", "أكشاك طعام", "ركن للأطفال"],
    highlightsUr: ["قوالی", "کھانے کے اسٹال", "بچوں کا گوشہ"],
  },
  "seed-event-pakistan-day": {
    nameAr: "الاحتفال بيوم باكستان",
    nameUr: "یومِ پاکستان کی تقریب",
    descriptionAr: "احتفالنا بيوم باكستان في الرياض والخبر والدمام.",
    descriptionUr: "ریاض، الخبر اور دمام میں یومِ پاکستان کی ہماری مشترکہ تقریبات۔",
    highlightsAr: ["مراسم رفع العلم", "عروض ثقافية", "عشاء عائلي"],
    highlightsUr: ["پرچم کشائی", "ثقافتی پروگرام", "فیملی ڈنر"],
  },
};
