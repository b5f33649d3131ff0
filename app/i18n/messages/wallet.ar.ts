import type { Translations } from "../define";
import type { WalletTexts } from "./wallet";

const ar: Translations<WalletTexts> = {
  title: "المحفظة",
  lead: "بطاقة عضويتك وتذاكر فعالياتك، جاهزة عند الباب حتى دون اتصال.",
  cardHeading: "بطاقة العضوية",
  ticketsHeading: "تذاكر الفعاليات",
  updated: "آخر تحديث {when}",
  savedCopy: "أنت غير متصل بالإنترنت. هذه النسخة المحفوظة {when}.",
  refresh: "تحديث",
  connectTitle: "بطاقتك غير محفوظة على هذا الجهاز بعد",
  connectText: "اتصل بالإنترنت مرة واحدة وأنت مسجّل الدخول: تُحفظ بطاقتك وتذاكرك هنا وتفتح بعدها دون اتصال.",
  ticketsOffline: "تذاكرك غير محفوظة على هذا الجهاز بعد. اتصل مرة واحدة لحفظها.",
  sampleLabel: "بطاقة نموذجية",
};

export default ar;
