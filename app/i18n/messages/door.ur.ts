import type { Translations } from "../define";
import type { DoorTexts } from "./door";

const ur: Translations<DoorTexts> = {
  checkedInCount: "{y} میں سے {x} کی حاضری لگ چکی ہے",
  countedHere: "گنتی اس ڈیوائس پر محفوظ ٹکٹوں سے کی گئی ہے۔",
  noSeatWaitlisted: "نشست نہیں: انتظار کی فہرست میں",
  noSeatCancelled: "نشست نہیں: رجسٹریشن منسوخ ہو چکی ہے",
};

export default ur;
