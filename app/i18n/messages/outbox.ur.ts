import type { Translations } from "../define";
import type { OutboxTexts } from "./outbox";

const ur: Translations<OutboxTexts> = {
  title: "ای میل آؤٹ باکس",
  lead: "ایپ کی ہر ای میل بھیجے جانے تک یہاں انتظار کرتی ہے؛ ناکام ای میل دوبارہ بھیجی جا سکتی ہے۔ لوکل ڈیولپمنٹ میں کوئی ای میل اس مشین سے باہر نہیں جاتی۔",
  empty: "ابھی تک کوئی ای میل نہیں بھیجی گئی۔",
  forbidden: "صرف ایڈمنز آؤٹ باکس دیکھ سکتے ہیں۔",
  loadError: "آؤٹ باکس لوڈ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔",
  to: "بنام",
  sent: "بھیجی گئی",
  kind: "قسم",
  emptyFailed: "کوئی ای میل ناکام نہیں ہوئی۔",
  failedOnly: "صرف ناکام",
  failedCount: "{count} ناکام",
  status: "حالت",
  statusPending: "بھیجے جانے کی منتظر",
  statusSending: "بھیجی جا رہی ہے",
  statusSent: "بھیجی گئی",
  statusFailed: "ناکام",
  attempts: "کوششیں",
  lastError: "آخری خرابی",
  written: "لکھی گئی",
  sendAgain: "دوبارہ بھیجیں",
  queuedAgain: "دوبارہ بھیجنے کے لیے قطار میں",
  refresh: "تازہ کریں",
};

export default ur;
