import type { whatsappGroups } from "../schema";

type Versions = Pick<
  typeof whatsappGroups.$inferInsert,
  "nameAr" | "nameUr" | "descriptionAr" | "descriptionUr"
>;

/** The demo WhatsApp groups' names and descriptions in Arabic and Urdu, by seed id. */
export const whatsappTranslations: Record<string, Versions> = {
  "seed-wa-riyadh-business": {
    nameAr: "شبكة أعمال الرياض",
    nameUr: "ریاض بزنس نیٹ ورک",
    descriptionAr: "روّاد الأعمال وأصحاب الشركات الباكستانيون في الرياض.",
    descriptionUr: "ریاض میں پاکستانی کاروباری افراد اور کمپنی مالکان کا گروپ۔",
  },
  "seed-wa-jobs-ksa": {
    nameAr: "وظائف SPPC في المملكة",
    nameUr: "ایس پی پی سی جابز سعودی عرب",
    descriptionAr: "فرص عمل موثّقة في أنحاء المملكة العربية السعودية، تُنشر يوميًا.",
    descriptionUr: "سعودی عرب بھر کی تصدیق شدہ ملازمتیں، روزانہ شیئر کی جاتی ہیں۔",
  },
  "seed-wa-pak-saudi-trade": {
    nameAr: "التجارة الباكستانية السعودية",
    nameUr: "پاک سعودی تجارت",
    descriptionAr: "فرص الاستيراد والتصدير والتوريد بين باكستان والمملكة.",
    descriptionUr: "پاکستان اور مملکت کے درمیان درآمد، برآمد اور سپلائی کے مواقع۔",
  },
  "seed-wa-eastern-province-cultural": {
    nameAr: "الملتقى الثقافي في المنطقة الشرقية",
    nameUr: "مشرقی صوبہ ثقافتی حلقہ",
    descriptionAr: "أمسيات شعرية ولقاءات العيد وفعاليات ثقافية في الخبر والدمام.",
    descriptionUr: "الخبر اور دمام میں مشاعرے، عید ملن اور ثقافتی تقریبات۔",
  },
  "seed-wa-sppc-general": {
    nameAr: "مجتمع SPPC",
    nameUr: "ایس پی پی سی کمیونٹی",
    descriptionAr: "الإعلانات والنقاشات العامة لجميع الأعضاء.",
    descriptionUr: "تمام اراکین کے لیے اعلانات اور عمومی گفتگو۔",
  },
  "seed-wa-jeddah-professionals-archived": {
    nameAr: "مهنيو جدة (مؤرشفة)",
    nameUr: "جدہ پروفیشنلز (محفوظ شدہ)",
    descriptionAr: "دُمجت في مجتمع SPPC.",
    descriptionUr: "ایس پی پی سی کمیونٹی میں ضم کر دیا گیا۔",
  },
};
