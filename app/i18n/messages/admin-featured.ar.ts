import type { Translations } from "../define";
import type { AdminFeaturedTexts } from "./admin-featured";

const ar: Translations<AdminFeaturedTexts> = {
  title: "المحتوى المميز",
  lead: "اختر ما تعرضه صفحة الاستكشاف وبأي ترتيب.",
  addHeading: "إضافة عنصر مميز",
  editHeading: "تعديل «{title}»",
  listHeading: "العناصر المميزة بالترتيب الذي يراه الأعضاء",
  empty: "لا يوجد محتوى مميز بعد. أضف أول عنصر أعلاه.",
  kindLabel: "النوع",
  kindJob: "وظيفة",
  kindBusiness: "نشاط تجاري",
  kindEvent: "فعالية",
  kindThread: "موضوع في المنتدى",
  kindTender: "مناقصة",
  kindLink: "رابط",
  titleLabel: "العنوان",
  descriptionLabel: "الوصف",
  urlLabel: "العنوان الإلكتروني",
  urlHint:
    "مسار داخل الموقع مثل \u2066/jobs\u2069 أو \u2066/events\u2069. يمكن للعناصر من نوع «رابط» استخدام عنوان يبدأ بـ \u2066https://\u2069 أيضًا.",
  activeLabel: "إظهار في صفحة الاستكشاف",
  shown: "ظاهر",
  hidden: "مخفي",
  moveUp: "نقل للأعلى",
  moveDown: "نقل للأسفل",
  errorTitle: "أدخل عنوانًا من 2 إلى 120 حرفًا.",
  errorDescription: "اجعل الوصف أقل من 300 حرف.",
  errorUrl:
    "استخدم مسارًا داخل الموقع يبدأ بـ /. العناصر من نوع «رابط» فقط يمكنها استخدام عنوان \u2066https://\u2069.",
  orderChanged: "تغيّرت القائمة في هذه الأثناء وأُعيد تحميلها: يرجى المحاولة مرة أخرى.",
};

export default ar;
