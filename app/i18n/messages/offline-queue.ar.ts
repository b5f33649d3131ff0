import type { Translations } from "../define";
import type { OfflineQueueTexts } from "./offline-queue";

const ar: Translations<OfflineQueueTexts> = {
  pending: "قيد الانتظار",
  sending: "جارٍ الإرسال…",
  failed: "لم يُرسل",
  retry: "إعادة المحاولة",
  discard: "تجاهل",
  retryLabel: "إعادة محاولة الإرسال: {what}",
  discardLabel: "تجاهل: {what}",
  failedReason: "لم يُرسل: {reason}",
  queuedCount: "{count} بانتظار الإرسال",
  queuedHeading: "بانتظار الإرسال",
  postQueuedTitle: "حُفظ دون اتصال",
  postQueuedBody: "سننشر منشورك عند عودة الاتصال.",
  rsvpQueuedTitle: "حُفظ تسجيلك دون اتصال",
  rsvpQueuedBody: "حُفظ دون اتصال — سنرسل تسجيلك عند عودة الاتصال بالإنترنت.",
  rsvpFor: "تسجيل حضور في {city}",
  rsvpPendingNote: "أبقِ هذه الصفحة مفتوحة أو عد لاحقًا: سترى التأكيد بعد إرساله.",
  postSyncedTitle: "نُشر المنشور",
  postSyncedBody: "منشورك الذي كتبته دون اتصال أصبح الآن في الصفحة الرئيسية.",
  rsvpSyncedTitle: "أُرسل التسجيل",
  rsvpSyncedBody: "تم حجز مقعدك. تحقق من بريدك الإلكتروني للحصول على التذكرة.",
  rsvpWaitlistedTitle: "الفعالية ممتلئة: أنت على قائمة الانتظار",
  rsvpWaitlistedBody: "أُرسل تسجيلك، لكن الفعالية ممتلئة: ترتيبك {position} في قائمة الانتظار.",
};

export default ar;
