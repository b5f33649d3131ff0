import type { Translations } from "../define";
import type { WalletTexts } from "./wallet";

const ur: Translations<WalletTexts> = {
  title: "والٹ",
  lead: "آپ کا ممبرشپ کارڈ اور ایونٹ ٹکٹ، دروازے پر تیار، انٹرنیٹ کے بغیر بھی۔",
  cardHeading: "ممبرشپ کارڈ",
  ticketsHeading: "ایونٹ ٹکٹ",
  updated: "آخری تازہ کاری {when}",
  savedCopy: "آپ آف لائن ہیں۔ یہ {when} محفوظ کی گئی کاپی ہے۔",
  refresh: "تازہ کریں",
  connectTitle: "آپ کا کارڈ ابھی اس ڈیوائس پر محفوظ نہیں ہے",
  connectText:
    "سائن اِن رہتے ہوئے ایک بار انٹرنیٹ سے جڑیں: آپ کا کارڈ اور ٹکٹ یہاں محفوظ ہو جائیں گے اور پھر کنکشن کے بغیر کھلیں گے۔",
  ticketsOffline: "آپ کے ٹکٹ ابھی اس ڈیوائس پر محفوظ نہیں ہیں۔ انہیں محفوظ کرنے کے لیے ایک بار جڑیں۔",
  sampleLabel: "نمونہ کارڈ",
};

export default ur;
