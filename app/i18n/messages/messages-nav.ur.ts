import type { Translations } from "../define";
import type { MessagesNavTexts } from "./messages-nav";

const ur: Translations<MessagesNavTexts> = {
  navMessages: "پیغامات",
  unreadMessages: "{count} نہ پڑھے ہوئے",
};

export default ur;
