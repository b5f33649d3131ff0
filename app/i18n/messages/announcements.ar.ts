import type { Translations } from "../define";
import type { AnnouncementsTexts } from "./announcements";

const ar: Translations<AnnouncementsTexts> = {
  loading: "جارٍ تحميل الإعلان...",
  loadFailed: "تعذّر تحميل الإعلان.",
  retry: "حاول مرة أخرى",
  notFoundTitle: "الإعلان غير موجود",
  notFoundText: "هذا الإعلان غير متاح لحسابك. ربما أُرسل إلى أعضاء آخرين.",
  sentOn: "أُرسل في {date}",
  fromCommunity: "إعلان من المجتمع",
  preferences: "اختر الإعلانات التي تصلك",
};
export default ar;
