import type { Translations } from "../define";
import type { AdminCitiesTexts } from "./admin-cities";

const ur: Translations<AdminCitiesTexts> = {
  heading: "شہر جنہیں ملانا ہے",
  lead: "ان اراکین کے شہر ابھی شہروں کی فہرست میں نہیں ہیں اور جیسے لکھے گئے تھے ویسے ہی محفوظ ہیں۔ ہر تحریر کا مطلب والا شہر منتخب کریں: «لاگو کریں» اس تحریر والے ہر رکن کو منتقل کر دیتا ہے۔",
  colText: "جیسا لکھا گیا",
  colMembers: "اراکین",
  colCity: "شہر",
  membersOne: "1 رکن",
  membersMany: "{n} اراکین",
  cityFor: "«{text}» کے لیے شہر",
  chooseCity: "شہر منتخب کریں",
  suggested: "تجویز: {city}",
  applyOne: "لاگو کریں: 1 رکن منتقل کریں",
  applyMany: "لاگو کریں: {n} اراکین منتقل کریں",
  applying: "منتقل ہو رہا ہے…",
  movedOne: "1 رکن {city} میں منتقل ہوا",
  movedMany: "{n} اراکین {city} میں منتقل ہوئے",
  loadError: "ملانے والے شہر لوڈ نہیں ہو سکے۔",
  retry: "دوبارہ کوشش کریں",
};

export default ur;
