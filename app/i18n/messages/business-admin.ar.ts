import type { Translations } from "../define";
import type { BusinessAdminTexts } from "./business-admin";

const ar: Translations<BusinessAdminTexts> = {
  title: "الأعمال",
  lead: "وافق على إدراجات الأعضاء، وامنح شارة التوثيق، وميّز الإدراجات، وحافظ على تنظيم الدليل.",
  newBusiness: "نشاط تجاري جديد",
  filterLabel: "عرض",
  filterAll: "كل الإدراجات",
  listHeading: "الإدراجات",
  loading: "جارٍ تحميل الإدراجات…",
  empty: "لا توجد إدراجات بهذه الحالة.",
  submittedBy: "أرسله {name} ({email})",
  addedByAdmin: "أضافه أحد المشرفين",
  createdOn: "أُنشئ في {date}",
  reason: "السبب: {reason}",
  verifiedBadge: "موثّق",
  featuredBadge: "مميز",
  view: "عرض",
  viewLabel: "عرض {name}",
  verify: "توثيق",
  unverify: "إزالة شارة التوثيق",
  feature: "تمييز",
  unfeature: "إلغاء التمييز",
  approved: "تمت الموافقة على الإدراج",
  rejected: "تم رفض الإدراج",
  hidden: "تم إخفاء الإدراج",
  formCreateTitle: "نشاط تجاري جديد",
  formEditTitle: "تعديل {name}",
  fieldVerified: "شارة التوثيق",
  fieldFeatured: "مميز في أعلى الدليل",
};

export default ar;
