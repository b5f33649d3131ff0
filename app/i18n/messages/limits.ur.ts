import type { Translations } from "../define";
import type { LimitsTexts } from "./limits";

const ur: Translations<LimitsTexts> = {
  messagesTooFast: "آپ بہت تیزی سے پیغامات بھیج رہے ہیں۔ آپ {when} دوبارہ بھیج سکیں گے۔",
  connectTooSoon:
    "آپ نے ایک ہفتے سے کم عرصہ پہلے اس رکن سے رابطے کی درخواست کی تھی۔ آپ {when} دوبارہ درخواست کر سکیں گے۔",
  connectBlocked: "آپ اس رکن کو رابطے کی درخواست نہیں بھیج سکتے۔",
  reportsTooMany: "آپ آج بہت سی رپورٹیں بھیج چکے ہیں۔ آپ {when} دوبارہ رپورٹ کر سکیں گے۔",
  alreadyReported: "آپ پہلے ہی اس کی رپورٹ کر چکے ہیں۔ ہماری ٹیم اسے دیکھے گی۔",
};

export default ur;
