import type { Translations } from "../define";
import type { WhatsappTexts } from "./whatsapp";

const ar: Translations<WhatsappTexts> = {
  title: "مجموعات واتساب",
  lead: "انضم إلى مجموعات المجتمع للأعمال والوظائف والتجارة والثقافة.",
  searchLabel: "ابحث في المجموعات",
  searchPlaceholder: "الاسم أو الوصف أو الوسم",
  typeLabel: "نوع المجموعة",
  typeAll: "كل الأنواع",
  typeBusiness: "أعمال",
  typeJobs: "وظائف",
  typeTrade: "تجارة",
  typeCultural: "ثقافية",
  typeGeneral: "عامة",
  members: "{count} عضو",
  admin: "المشرف: {name}",
  lastActivity: "آخر نشاط {time}",
  rulesHeading: "قواعد المجموعة",
  moreRules: "+{count} قواعد أخرى",
  tagsLabel: "الوسوم",
  joinGroup: "انضم إلى المجموعة",
  opensInNewTab: "(يفتح في علامة تبويب جديدة)",
  signInToJoin: "سجّل الدخول للانضمام",
  empty: "لم يتم العثور على مجموعات",
  loading: "جارٍ تحميل المجموعات…",
  loadFailed: "تعذّر تحميل المجموعات. يُرجى المحاولة مرة أخرى.",
  resultCount: "{count} مجموعة",
};

export default ar;
