import type { Translations } from "../define";
import type { OutboxTexts } from "./outbox";

const ar: Translations<OutboxTexts> = {
  title: "صندوق البريد الصادر",
  lead: "ينتظر هنا كل بريد يرسله التطبيق حتى يُرسَل؛ ويمكن إعادة إرسال البريد الذي فشل. في بيئة التطوير المحلية لا يغادر أي بريد هذا الجهاز.",
  empty: "لم يُرسل أي بريد بعد.",
  forbidden: "يمكن للمشرفين فقط عرض صندوق البريد الصادر.",
  loadError: "تعذّر تحميل صندوق البريد الصادر. يرجى المحاولة مرة أخرى.",
  to: "إلى",
  sent: "أُرسل",
  kind: "النوع",
  emptyFailed: "لم يفشل أي بريد.",
  failedOnly: "الفاشل فقط",
  failedCount: "فشل {count}",
  status: "الحالة",
  statusPending: "بانتظار الإرسال",
  statusSending: "جارٍ الإرسال",
  statusSent: "أُرسل",
  statusFailed: "فشل",
  attempts: "المحاولات",
  lastError: "آخر خطأ",
  written: "كُتب",
  sendAgain: "إعادة الإرسال",
  queuedAgain: "أُضيف إلى قائمة الإرسال من جديد",
  refresh: "تحديث",
};

export default ar;
