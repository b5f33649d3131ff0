import type { Translations } from "../define";
import type { NotificationsTexts } from "./notifications";

const ar: Translations<NotificationsTexts> = {
  bell: "الإشعارات",
  bellUnread: "الإشعارات، {count} غير مقروءة",
  title: "الإشعارات",
  markAllRead: "تحديد الكل كمقروء",
  empty: "لا توجد إشعارات بعد",
  emptyText: "ستظهر هنا الإعجابات والتعليقات والإشارات وطلبات التواصل وتحديثات الفعاليات.",
  loading: "جارٍ تحميل الإشعارات...",
  error: "تعذّر تحميل الإشعارات. يرجى المحاولة مرة أخرى.",
  retry: "حاول مرة أخرى",
  loadMore: "عرض الأقدم",
  unread: "غير مقروء",
  someone: "شخص ما",
  like: "أعجب {name} بمنشورك",
  comment: "علّق {name} على منشورك",
  mention: "أشار إليك {name} في منشور",
  connection_request: "طلب {name} التواصل معك",
  connection_accepted: "قبل {name} طلب التواصل الذي أرسلته",
  rsvpConfirmed: "تم تأكيد مكانك في {event}",
  rsvpWaitlisted: "أنت على قائمة الانتظار لـ {event}",
  rsvpPromoted: "توفّر مقعد: تم تأكيد مكانك في {event}",
  rsvpCancelled: "أُلغي تسجيلك في {event}",
  rsvpUpdated: "تم تحديث تسجيلك في {event}",
  rsvpEventChanged: "تغيّر موعد {event} أو مكانه: راجع تذكرتك",
  membership: "عضويتك الآن {tier}",
  steward: "أصبحت منظِّمًا في {event}: افتح شاشة الباب لتسجيل حضور المشاركين",
  announcement: "إعلان: {title}",
  tierBasic: "أساسية",
  tierPremium: "مميزة",
  tierExecutive: "تنفيذية",
};

export default ar;
