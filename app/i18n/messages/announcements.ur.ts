import type { Translations } from "../define";
import type { AnnouncementsTexts } from "./announcements";

const ur: Translations<AnnouncementsTexts> = {
  loading: "اعلان لوڈ ہو رہا ہے...",
  loadFailed: "اعلان لوڈ نہیں ہو سکا۔",
  retry: "دوبارہ کوشش کریں",
  notFoundTitle: "اعلان نہیں ملا",
  notFoundText: "یہ اعلان آپ کے اکاؤنٹ کے لیے دستیاب نہیں۔ ہو سکتا ہے یہ دوسرے اراکین کو بھیجا گیا ہو۔",
  sentOn: "{date} کو بھیجا گیا",
  fromCommunity: "کمیونٹی کی طرف سے ایک اعلان",
  preferences: "منتخب کریں کہ آپ کو کون سے اعلانات ملیں",
};
export default ur;
