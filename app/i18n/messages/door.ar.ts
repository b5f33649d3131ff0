import type { Translations } from "../define";
import type { DoorTexts } from "./door";

const ar: Translations<DoorTexts> = {
  checkedInCount: "سُجِّل حضور {x} من {y}",
  countedHere: "العدد محسوب من التذاكر المحفوظة على هذا الجهاز.",
  noSeatWaitlisted: "لا مقعد: في قائمة الانتظار",
  noSeatCancelled: "لا مقعد: التسجيل ملغى",
};

export default ar;
