import type { Translations } from "../define";
import type { AdminJobsTexts } from "./admin-jobs";

const ar: Translations<AdminJobsTexts> = {
  title: "الوظائف",
  lead: "راجع الوظائف التي ينشرها الأعضاء، وأنشئ الوظائف أو عدّلها أو أخفها أو احذفها. تبقى الوظائف المعتمدة معروضة لمدة {days} يومًا.",
  newJob: "وظيفة جديدة",
  filterLabel: "عرض",
  filterAll: "كل الوظائف",
  createTitle: "وظيفة جديدة",
  editTitle: "تعديل: {title}",
  fieldFeatured: "مميزة (تظهر بشكل بارز في بوابة الوظائف)",
  fieldExclusive: "حصرية (لأعضاء بريميوم والتنفيذي فقط)",
  expired: "منتهية",
  postedBy: "نشرها {name} ({email})",
  postedByAdmin: "أنشأها مشرف",
  submitted: "أُرسلت في {date}",
  listedUntil: "معروضة حتى {date}",
  reviewNote: "السبب: {note}",
  viewJob: "فتح صفحة الوظيفة",
  jobApproved: "تم قبول الوظيفة: إنها معروضة الآن",
  needsApplyChannel:
    "لا توجد طريقة للتقديم بعد: عدّل الوظيفة وأضف بريدًا إلكترونيًا أو رابط \u2066https://\u2069 أو رقم هاتف قبل قبولها.",
  jobRejected: "تم رفض الوظيفة: أُرسل بريد إلى العضو",
  jobHidden: "تم إخفاء الوظيفة: أُرسل بريد إلى العضو",
  jobCreated: "تم إنشاء الوظيفة وعرضها",
  jobUpdated: "تم تحديث الوظيفة",
  empty: "لا توجد وظائف تطابق هذا الاختيار.",
};

export default ar;
