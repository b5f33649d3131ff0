import type { Translations } from "../define";
import type { NotificationsTexts } from "./notifications";

const ur: Translations<NotificationsTexts> = {
  bell: "اطلاعات",
  bellUnread: "اطلاعات، {count} غیر پڑھی ہوئی",
  title: "اطلاعات",
  markAllRead: "سب کو پڑھا ہوا نشان زد کریں",
  empty: "ابھی کوئی اطلاع نہیں",
  emptyText: "پسند، تبصرے، ذکر، رابطے کی درخواستیں اور تقریبات کی تازہ کاری یہاں نظر آئیں گی۔",
  loading: "اطلاعات لوڈ ہو رہی ہیں...",
  error: "اطلاعات لوڈ نہیں ہو سکیں۔ براہ کرم دوبارہ کوشش کریں۔",
  retry: "دوبارہ کوشش کریں",
  loadMore: "پرانی دکھائیں",
  unread: "غیر پڑھی ہوئی",
  someone: "کسی نے",
  like: "{name} نے آپ کی پوسٹ پسند کی",
  comment: "{name} نے آپ کی پوسٹ پر تبصرہ کیا",
  mention: "{name} نے ایک پوسٹ میں آپ کا ذکر کیا",
  connection_request: "{name} نے آپ سے رابطہ جوڑنے کی درخواست بھیجی ہے",
  connection_accepted: "{name} نے آپ کی رابطے کی درخواست قبول کر لی",
  rsvpConfirmed: "{event} میں آپ کی جگہ کی تصدیق ہو گئی",
  rsvpWaitlisted: "آپ {event} کی انتظار فہرست میں ہیں",
  rsvpPromoted: "ایک نشست خالی ہوئی: {event} میں آپ کی جگہ کی تصدیق ہو گئی",
  rsvpCancelled: "{event} کے لیے آپ کی رجسٹریشن منسوخ ہو گئی",
  rsvpUpdated: "{event} کے لیے آپ کی رجسٹریشن تازہ کی گئی",
  rsvpEventChanged: "{event} کا وقت یا جگہ بدل گئی ہے: اپنا ٹکٹ دیکھیں",
  membership: "آپ کی رکنیت اب {tier} ہے",
  steward: "آپ اب {event} کے اسٹیورڈ ہیں: شرکاء کی حاضری کے لیے دروازے کی اسکرین کھولیں",
  announcement: "اعلان: {title}",
  tierBasic: "بنیادی",
  tierPremium: "پریمیم",
  tierExecutive: "ایگزیکٹو",
};

export default ur;
