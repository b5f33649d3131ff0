import type { Translations } from "../define";
import type { OutboxTexts } from "./outbox";

const ur: Translations<OutboxTexts> = {
  title: "ای میل آؤٹ باکس",
  lead: "لوکل ڈیولپمنٹ میں کوئی ای میل اس مشین سے باہر نہیں جاتی: ایپ کی بھیجی ہر ای میل یہاں محفوظ رہتی ہے۔",
  empty: "ابھی تک کوئی ای میل نہیں بھیجی گئی۔",
  unavailable: "آؤٹ باکس صرف لوکل ڈیولپمنٹ میں دستیاب ہے۔",
  forbidden: "صرف ایڈمنز آؤٹ باکس دیکھ سکتے ہیں۔",
  loadError: "آؤٹ باکس لوڈ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔",
  to: "بنام",
  sent: "بھیجی گئی",
  kind: "قسم",
  refresh: "تازہ کریں",
};

export default ur;
