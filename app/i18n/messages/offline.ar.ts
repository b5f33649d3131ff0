import type { Translations } from "../define";
import type { OfflineTexts } from "./offline";

const ar: Translations<OfflineTexts> = {
  offlineSaved: "أنت غير متصل بالإنترنت. نعرض ما حُفظ {when}.",
};

export default ar;
