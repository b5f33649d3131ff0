import type { Translations } from "../define";
import type { AdminCitiesTexts } from "./admin-cities";

const ar: Translations<AdminCitiesTexts> = {
  heading: "مدن تحتاج إلى مطابقة",
  lead: "مدن هؤلاء الأعضاء ليست في قائمة المدن بعد، وقد حُفظت كما كُتبت. اختر المدينة التي يقصدها كل نص: «تطبيق» ينقل كل عضو كتب هذا النص.",
  colText: "كما كُتبت",
  colMembers: "الأعضاء",
  colCity: "المدينة",
  membersOne: "عضو واحد",
  membersMany: "{n} أعضاء",
  cityFor: "المدينة لـ «{text}»",
  chooseCity: "اختر مدينة",
  suggested: "المقترح: {city}",
  applyOne: "تطبيق: نقل عضو واحد",
  applyMany: "تطبيق: نقل {n} أعضاء",
  applying: "جارٍ النقل…",
  movedOne: "نُقل عضو واحد إلى {city}",
  movedMany: "نُقل {n} أعضاء إلى {city}",
  loadError: "تعذّر تحميل المدن التي تحتاج إلى مطابقة.",
  retry: "حاول مرة أخرى",
};

export default ar;
