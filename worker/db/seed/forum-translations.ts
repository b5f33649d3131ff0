import type { forumCategories } from "../schema";

type Versions = Pick<
  typeof forumCategories.$inferInsert,
  "nameAr" | "nameUr" | "descriptionAr" | "descriptionUr"
>;

/** The demo forum categories' names and descriptions in Arabic and Urdu, by seed id. */
export const forumCategoryTranslations: Record<string, Versions> = {
  "seed-forum-career": {
    nameAr: "المسار المهني والوظائف",
    nameUr: "کیریئر اور ملازمتیں",
    descriptionAr: "البحث عن عمل والترقيات والسير الذاتية والمقابلات في المملكة.",
    descriptionUr: "مملکت میں ملازمت کی تلاش، ترقی، سی وی اور انٹرویو۔",
  },
  "seed-forum-visa-iqama": {
    nameAr: "التأشيرة والإقامة",
    nameUr: "ویزا اور اقامہ",
    descriptionAr: "تجديد الإقامة والخروج والعودة وتأشيرات العائلة وأسئلة مقيم.",
    descriptionUr: "اقامہ کی تجدید، خروج و عودہ، فیملی ویزا اور مقیم سے متعلق سوالات۔",
  },
  "seed-forum-business": {
    nameAr: "الأعمال والتجارة",
    nameUr: "کاروبار اور تجارت",
    descriptionAr: "تأسيس الأعمال والشراكات والتجارة بين باكستان والسعودية.",
    descriptionUr: "کاروبار کا آغاز، شراکت داریاں اور پاک سعودی تجارت۔",
  },
  "seed-forum-family-life": {
    nameAr: "الأسرة والمعيشة",
    nameUr: "خاندان اور رہن سہن",
    descriptionAr: "المدارس والسكن والرعاية الصحية والحياة اليومية في السعودية.",
    descriptionUr: "سعودی عرب میں اسکول، رہائش، صحت کی سہولیات اور روزمرہ زندگی۔",
  },
  "seed-forum-culture": {
    nameAr: "الثقافة والفعاليات",
    nameUr: "ثقافت اور تقریبات",
    descriptionAr: "فعاليات الجالية والرياضة والطعام والاحتفالات.",
    descriptionUr: "کمیونٹی کی تقریبات، کھیل، کھانے اور جشن۔",
  },
};
