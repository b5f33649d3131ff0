import type { Translations } from "../define";
import type { MessagesNavTexts } from "./messages-nav";

const ar: Translations<MessagesNavTexts> = {
  navMessages: "الرسائل",
  unreadMessages: "{count} غير مقروءة",
};

export default ar;
