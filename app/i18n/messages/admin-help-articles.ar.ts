import type { Translations } from "../define";
import type { AdminHelpArticlesTexts } from "./admin-help-articles";

const ar: Translations<AdminHelpArticlesTexts> = {
  title: "مقالات المساعدة",
  lead: "اكتب مقالات مركز المساعدة بالإنجليزية والعربية والأردية. يرى القراء الذين لا تتوفر نسخة بلغتهم النسخة الإنجليزية.",
  addHeading: "إضافة مقال أو ترجمة",
  editHeading: "تعديل «{title}»",
  listHeading: "كل المقالات",
  empty: "لا توجد مقالات مساعدة بعد. أضف أول مقال أعلاه.",
  slugLabel: "المعرّف",
  slugHint:
    "تشترك فيه نسخ المقال الواحد بلغاته المختلفة، مثل \u2066membership-card\u2069. أحرف إنجليزية صغيرة وأرقام وشرطات.",
  languageLabel: "اللغة",
  langEn: "الإنجليزية",
  langAr: "العربية",
  langUr: "الأردية",
  categoryLabel: "الفئة",
  catAccount: "الحساب والملف الشخصي",
  catMembership: "العضوية والمدفوعات",
  catEvents: "الفعاليات والمجتمع",
  catCareers: "الوظائف والأعمال",
  titleLabel: "العنوان",
  bodyLabel: "نص المقال",
  popularLabel: "عرضه ضمن المقالات الأكثر قراءة",
  publishedLabel: "منشور",
  sortLabel: "الترتيب",
  sortHint: "الأرقام الأصغر تأتي أولًا.",
  popular: "الأكثر قراءة",
  published: "منشور",
  draft: "غير منشور",
  publish: "نشر",
  unpublish: "إلغاء النشر",
  translate: "إضافة ترجمة",
  missingLanguages: "ناقص: {languages}",
  errorSlug: "استخدم من 2 إلى 80 حرفًا إنجليزيًا صغيرًا وأرقامًا وشرطات، مثل \u2066membership-card\u2069.",
  errorDuplicate: "لهذا المعرّف نسخة بهذه اللغة بالفعل. عدّل تلك النسخة بدلًا من ذلك.",
  errorTitle: "أدخل عنوانًا من 3 إلى 160 حرفًا.",
  errorBody: "اكتب ما بين 10 و10,000 حرف.",
  errorSort: "استخدم عددًا صحيحًا من 0 إلى 10,000.",
};

export default ar;
