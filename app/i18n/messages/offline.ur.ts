import type { Translations } from "../define";
import type { OfflineTexts } from "./offline";

const ur: Translations<OfflineTexts> = {
  offlineSaved: "آپ آف لائن ہیں۔ وہ دکھایا جا رہا ہے جو {when} محفوظ کیا گیا تھا۔",
};

export default ur;
