import type { Translations } from "../define";
import type { OfflineQueueTexts } from "./offline-queue";

const ur: Translations<OfflineQueueTexts> = {
  pending: "زیرِ التوا",
  sending: "بھیجا جا رہا ہے…",
  failed: "نہیں بھیجا گیا",
  retry: "دوبارہ کوشش کریں",
  discard: "رد کریں",
  retryLabel: "دوبارہ بھیجنے کی کوشش کریں: {what}",
  discardLabel: "رد کریں: {what}",
  failedReason: "نہیں بھیجا گیا: {reason}",
  queuedCount: "{count} بھیجے جانے کے منتظر",
  queuedHeading: "بھیجے جانے کے منتظر",
  postQueuedTitle: "آف لائن محفوظ کر لیا گیا",
  postQueuedBody: "انٹرنیٹ واپس آتے ہی ہم آپ کی پوسٹ شائع کر دیں گے۔",
  rsvpQueuedTitle: "آر ایس وی پی آف لائن محفوظ",
  rsvpQueuedBody: "آف لائن محفوظ کر لیا گیا — انٹرنیٹ واپس آتے ہی ہم آپ کا آر ایس وی پی بھیج دیں گے۔",
  rsvpFor: "{city} کے لیے آر ایس وی پی",
  rsvpPendingNote: "یہ صفحہ کھلا رکھیں یا بعد میں واپس آئیں: بھیجے جانے کے بعد آپ کو تصدیق نظر آئے گی۔",
  postSyncedTitle: "پوسٹ شائع ہو گئی",
  postSyncedBody: "آف لائن لکھی گئی آپ کی پوسٹ اب فیڈ میں ہے۔",
  rsvpSyncedTitle: "آر ایس وی پی بھیج دیا گیا",
  rsvpSyncedBody: "آپ کی نشست محفوظ ہو گئی۔ ٹکٹ کے لیے اپنی ای میل دیکھیں۔",
  rsvpWaitlistedTitle: "تقریب مکمل بھر گئی: آپ انتظار کی فہرست میں ہیں",
  rsvpWaitlistedBody:
    "آپ کا آر ایس وی پی بھیج دیا گیا، لیکن تقریب بھری ہوئی ہے: انتظار کی فہرست میں آپ کا نمبر {position} ہے۔",
};

export default ur;
