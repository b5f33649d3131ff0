import type { membershipTiers } from "../schema";

type Versions = Pick<typeof membershipTiers.$inferInsert, "nameAr" | "nameUr" | "benefitsAr" | "benefitsUr">;

/** The tiers' names and benefits in Arabic and Urdu, by tier id, in the order of tiers.ts. */
export const tierTranslations: Record<string, Versions> = {
  basic: {
    nameAr: "الأساسية",
    nameUr: "بنیادی",
    benefitsAr: [
      "منتديات الجالية",
      "لوحة الوظائف الأساسية",
      "دعوات لفعاليات التعارف",
      "الانضمام إلى مجموعات واتساب",
    ],
    benefitsUr: [
      "کمیونٹی فورمز",
      "بنیادی جاب بورڈ",
      "نیٹ ورکنگ تقریبات کے دعوت نامے",
      "واٹس ایپ گروپس تک رسائی",
    ],
  },
  premium: {
    nameAr: "المميزة",
    nameUr: "پریمیم",
    benefitsAr: [
      "كل مزايا العضوية الأساسية",
      "وظائف حصرية",
      "الاطلاع على المناقصات الحكومية",
      "بطاقة عضوية رقمية",
      "أولوية في حجز الفعاليات",
      "إدراج في دليل الأعمال",
    ],
    benefitsUr: [
      "بنیادی ممبرشپ کی تمام سہولتیں",
      "خصوصی ملازمتیں",
      "سرکاری ٹینڈرز تک رسائی",
      "ڈیجیٹل ممبرشپ کارڈ",
      "تقریبات میں ترجیحی رسائی",
      "بزنس ڈائریکٹری میں اندراج",
    ],
  },
  executive: {
    nameAr: "التنفيذية",
    nameUr: "ایگزیکٹو",
    benefitsAr: [
      "كل مزايا العضوية المميزة",
      "فعاليات كبار الشخصيات",
      "التوفيق بين الأعمال",
      "الاطلاع على المناقصات الحكومية",
    ],
    benefitsUr: [
      "پریمیم ممبرشپ کی تمام سہولتیں",
      "وی آئی پی تقریبات",
      "کاروباری شراکت داروں سے رابطہ",
      "سرکاری ٹینڈرز تک رسائی",
    ],
  },
};
