import type { Translations } from "../define";
import type { SearchTexts } from "./search";

const ar: Translations<SearchTexts> = {
  title: "البحث",
  lead: "المنشورات والوظائف والأعمال ومواضيع المنتدى والأعضاء الذين يشاركون ملفاتهم الشخصية.",
  searchLabel: "البحث في الموقع",
  searchPlaceholder: "ابحث عن أعضاء أو وظائف أو أعمال...",
  submit: "بحث",
  prompt: "اكتب كلمة أو كلمتين للبحث.",
  loading: "جارٍ البحث...",
  error: "تعذّر إجراء البحث. يرجى المحاولة مرة أخرى.",
  retry: "حاول مرة أخرى",
  noResults: "لا توجد نتائج",
  noResultsText: "لا شيء يطابق «{query}». جرّب كلمات أخرى أو أقل.",
  resultCount: "{count} نتيجة لـ «{query}»",
  oneResult: "نتيجة واحدة لـ «{query}»",
  keyboardHint: "استخدم مفاتيح الأسهم للتنقل بين النتائج ومفتاح الإدخال لفتح إحداها.",
  groupPost: "المنشورات",
  groupJob: "الوظائف",
  groupBusiness: "الأعمال",
  groupThread: "مواضيع المنتدى",
  groupMember: "الأعضاء",
  groupCount: "{shown} من {total}",
  showAll: "عرض الكل ({total})",
  showAllKinds: "العودة إلى كل النتائج",
  postBy: "منشور من {name}",
  member: "عضو",
};

export default ar;
