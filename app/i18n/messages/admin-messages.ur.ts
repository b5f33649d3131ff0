import type { Translations } from "../define";
import type { AdminMessagesTexts } from "./admin-messages";

const ur: Translations<AdminMessagesTexts> = {
  title: "رابطہ کے پیغامات",
  lead: "رابطہ فارم سے بھیجے گئے پیغامات، نئے پہلے۔ ای میل سے جواب دیں، پھر پیغام کو جواب شدہ نشان زد کریں۔",
  empty: "ابھی کوئی پیغام نہیں۔",
  from: "بھیجنے والا",
  email: "ای میل",
  phone: "فون",
  received: "موصول ہوا",
  member: "سائن اِن ممبر",
  statusNew: "نیا",
  statusAnswered: "جواب دیا گیا",
  markAnswered: "جواب شدہ نشان زد کریں",
  markNew: "نیا نشان زد کریں",
  reply: "ای میل سے جواب دیں",
  counts: "نئے: {new} · جواب شدہ: {answered}",
};

export default ur;
