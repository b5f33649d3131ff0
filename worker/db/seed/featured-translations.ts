import type { featuredContent } from "../schema";

type Versions = Pick<
  typeof featuredContent.$inferInsert,
  "titleAr" | "titleUr" | "descriptionAr" | "descriptionUr"
>;

/** What /explore features, in Arabic and Urdu, by seed id. */
export const featuredTranslations: Record<string, Versions> = {
  "seed-featured-elevate": {
    titleAr: "إليفيت: القمة السنوية لـ SPPC",
    titleUr: "ایلیویٹ: ایس پی پی سی کی سالانہ کانفرنس",
    descriptionAr: "الملتقى الأبرز للمهنيين الباكستانيين في الرياض، ويُتوقع حضور أكثر من ألف ضيف.",
    descriptionUr:
      "ریاض میں پاکستانی پیشہ ور افراد کا سب سے بڑا اجتماع، جس میں ایک ہزار سے زائد مہمانوں کی آمد متوقع ہے۔",
  },
  "seed-featured-job-placement": {
    titleAr: "برنامج التوظيف",
    titleUr: "جاب پلیسمنٹ پروگرام",
    descriptionAr: "مراجعة السير الذاتية والتدرّب على المقابلات والتعريف بأصحاب عمل يكفلون التأشيرات.",
    descriptionUr: "سی وی کا جائزہ، انٹرویو کی تیاری اور ویزا اسپانسر کرنے والے آجروں سے تعارف۔",
  },
  "seed-featured-mentorship": {
    titleAr: "اعثر على مرشد",
    titleUr: "اپنا رہنما تلاش کریں",
    descriptionAr: "احجز وقتًا مع أعضاء ذوي خبرة بنوا مسيرتهم المهنية في المملكة.",
    descriptionUr: "ان تجربہ کار اراکین سے وقت لیں جنہوں نے مملکت میں اپنا کیریئر بنایا ہے۔",
  },
};
