import type { Translations } from "../define";
import type { MessagesTexts } from "./messages";

const ur: Translations<MessagesTexts> = {
  inboxTitle: "پیغامات",
  inboxLead: "دوسرے اراکین کے ساتھ آپ کی گفتگو۔",
  inboxEmpty:
    "ابھی کوئی گفتگو نہیں۔ کسی رکن کا پروفائل کھولیں اور گفتگو شروع کرنے کے لیے «پیغام» منتخب کریں۔",
  unreadCount: "{count} نہ پڑھے ہوئے",
  you: "آپ: {text}",
  loading: "لوڈ ہو رہا ہے...",
  loadFailed: "آپ کے پیغامات لوڈ نہیں ہو سکے۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔",
  backToInbox: "تمام پیغامات",
  member: "رکن",
  conversationWith: "{name} کے ساتھ گفتگو",
  messageLog: "{name} کے ساتھ پیغامات",
  noMessagesYet: "ابھی کوئی پیغام نہیں۔ سلام کہیے!",
  composeLabel: "پیغام لکھیں",
  composePlaceholder: "پیغام لکھیں...",
  send: "بھیجیں",
  sending: "بھیجا جا رہا ہے...",
  waitingToSend: "بھیجنے کے لیے کنکشن کا انتظار ہے",
  sendFailed: "نہیں بھیجا گیا: {reason}",
  seen: "دیکھ لیا گیا",
  delivered: "بھیج دیا گیا",
  live: "براہِ راست",
  typing: "{name} لکھ رہے ہیں…",
  reconnecting: "دوبارہ جڑ رہا ہے... کنکشن بحال ہونے پر نئے پیغامات نظر آئیں گے۔",
  cannotMessage:
    "آپ اس رکن کو پیغام نہیں بھیج سکتے۔ اراکین اپنے رابطوں اور اپنا پروفائل شیئر کرنے والے اراکین کو لکھ سکتے ہیں۔",
  blockedByYou: "آپ نے اس رکن کو بلاک کیا ہے۔ آپ دونوں میں سے کوئی پیغام نہیں بھیج سکتا۔",
  block: "بلاک کریں",
  unblock: "ان بلاک کریں",
  blockConfirm: "کیا {name} کو بلاک کریں؟ آپ دونوں میں سے کوئی پیغام نہیں بھیج سکے گا۔",
  report: "رپورٹ کریں",
  reportLabel: "اس گفتگو میں کیا مسئلہ ہے؟",
  reportSend: "رپورٹ بھیجیں",
  reportCancel: "منسوخ کریں",
  reportSent: "شکریہ۔ منتظمین آپ کی رپورٹ دیکھیں گے۔",
  messageButton: "پیغام",
  actionFailed: "یہ کام نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔",
  adminReportsHeading: "رپورٹ کی گئی گفتگو",
  adminReportsLead: "کس نے کس کی رپورٹ کی اور کیوں۔ گفتگو نجی رہتی ہے: منتظمین پیغامات کبھی نہیں دیکھتے۔",
  adminReportsEmpty: "گفتگو کے بارے میں کوئی کھلی رپورٹ نہیں۔",
  adminReportedBy: "{reporter} نے {reported} کی رپورٹ کی",
  adminDismiss: "مسترد کریں",
};

export default ur;
