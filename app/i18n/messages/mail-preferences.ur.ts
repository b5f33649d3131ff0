import type { Translations } from "../define";
import type { MailPreferencesTexts } from "./mail-preferences";

const ur: Translations<MailPreferencesTexts> = {
  topicMarketing: "خبریں اور پیشکشیں",
  topicAnnouncements: "کمیونٹی کے اعلانات",
  topicTenderAlerts: "ٹینڈر الرٹس",
  topicAnnouncementsHelp:
    "وہ اطلاعات جو SPPC کی ٹیم اراکین کو بھیجتی ہے، جیسے آپ کے شہر میں خدمات کی تبدیلیاں۔",
  topicTenderAlertsHelp: "جب آپ کی فالو کی ہوئی کیٹیگری میں کوئی ٹینڈر شائع ہو تو ایک ای میل۔",
  pageTitle: "ای میل کی ترجیحات",
  loading: "لوڈ ہو رہا ہے...",
  askHeading: "{topic} سے ان سبسکرائب کریں؟",
  askText: "آپ کو {email} پر {topic} کی ای میلز مل رہی ہیں۔",
  unsubscribe: "ان سبسکرائب کریں",
  unsubscribing: "ان سبسکرائب ہو رہا ہے...",
  doneHeading: "آپ {topic} سے ان سبسکرائب ہو گئے ہیں",
  doneText:
    "ہم اب {email} پر {topic} کی ای میلز نہیں بھیجیں گے۔ آپ کے اکاؤنٹ، ٹکٹوں اور ادائیگیوں کی ای میلز آتی رہیں گی۔",
  undo: "واپس لیں",
  undoing: "دوبارہ سبسکرائب ہو رہا ہے...",
  manage: "ہر قسم کی ای میل اور اطلاع کا انتظام کریں",
  invalidTitle: "یہ ان سبسکرائب لنک درست نہیں ہے",
  invalidText:
    "ہو سکتا ہے یہ نامکمل ہو یا ایک سال سے پرانا ہو۔ سائن اِن کر کے پرائیویسی سیٹنگز کھولیں اور چنیں کہ کون سی ای میلز آپ کو ملیں۔",
  loadFailed: "SPPC تک رسائی نہیں ہو سکی۔ اپنا کنکشن چیک کر کے دوبارہ کوشش کریں۔",
  offline: "آپ آف لائن ہیں۔ انٹرنیٹ سے جڑ کر دوبارہ کوشش کریں۔",
  actionFailed: "یہ نہیں ہو سکا۔ براہ کرم دوبارہ کوشش کریں۔",
  retry: "دوبارہ کوشش کریں",
  sectionHeading: "ای میل",
  sectionIntro:
    "چنیں کہ کون سی ای میلز آپ کو ملیں۔ آپ کے اکاؤنٹ، ٹکٹوں اور ادائیگیوں کی ای میلز ہمیشہ آتی ہیں۔ ان اقسام کی ہر ای میل میں ان سبسکرائب کا لنک بھی ہوتا ہے۔",
  on: "آن",
  off: "آف",
  sectionLoadFailed: "آپ کی ای میل کی ترجیحات لوڈ نہیں ہو سکیں۔",
};
export default ur;
