import type { Language } from "../../contract/enums";
import type { PushTopic } from "./push-kind";

/** What a push says. `name` is the actor's display name; `data` the row's words (event, excerpt, days). */
type Words = { name: string; data: Record<string, string> };
type Text = { title: string; body: string };
type Copy = {
  message: (w: Words) => Text;
  connectionRequest: (w: Words) => Text;
  mention: (w: Words) => Text;
  waitlist: (w: Words) => Text;
  eventChanged: (w: Words) => Text;
  eventCancelled: (w: Words) => Text;
  eventReminder: (w: Words) => Text;
  renewal: (w: Words) => Text;
  announcement: (w: Words) => Text;
};

const en: Copy = {
  message: ({ name, data }) => ({ title: `New message from ${name}`, body: data.excerpt ?? "" }),
  connectionRequest: ({ name }) => ({
    title: `${name} wants to connect`,
    body: "Open their profile to accept or decline.",
  }),
  mention: ({ name, data }) => ({ title: `${name} mentioned you`, body: data.excerpt ?? "" }),
  waitlist: ({ data }) => ({
    title: `You have a seat at ${data.event}`,
    body: "You moved up from the waitlist. Your ticket is ready.",
  }),
  eventChanged: ({ data }) => ({
    title: `${data.event} has changed`,
    body: "See the new time and place in My tickets.",
  }),
  eventCancelled: ({ data }) => ({
    title: `${data.event} is cancelled`,
    body: "We are sorry for the change.",
  }),
  eventReminder: ({ data }) => ({
    title: `Reminder: ${data.event} is coming up`,
    body: "Your ticket is in My tickets.",
  }),
  renewal: ({ data }) => ({
    title: `Your membership ends in ${data.days} days`,
    body: "Renew now to keep your benefits.",
  }),
  announcement: ({ data }) => ({ title: data.title ?? "SPPC", body: "A new announcement from SPPC." }),
};

const ar: Copy = {
  message: ({ name, data }) => ({ title: `رسالة جديدة من ${name}`, body: data.excerpt ?? "" }),
  connectionRequest: ({ name }) => ({
    title: `${name} يرغب في التواصل معك`,
    body: "افتح ملفه الشخصي لقبول الطلب أو رفضه.",
  }),
  mention: ({ name, data }) => ({ title: `أشار إليك ${name}`, body: data.excerpt ?? "" }),
  waitlist: ({ data }) => ({
    title: `لديك مقعد في ${data.event}`,
    body: "انتقلت من قائمة الانتظار، وتذكرتك جاهزة.",
  }),
  eventChanged: ({ data }) => ({
    title: `تغيّرت تفاصيل ${data.event}`,
    body: "اطّلع على الموعد والمكان الجديدين في تذاكري.",
  }),
  eventCancelled: ({ data }) => ({ title: `أُلغيت فعالية ${data.event}`, body: "نعتذر عن هذا التغيير." }),
  eventReminder: ({ data }) => ({
    title: `تذكير: ${data.event} قريبًا`,
    body: "تذكرتك موجودة في تذاكري.",
  }),
  renewal: ({ data }) => ({
    title: `تنتهي عضويتك خلال ${data.days} يومًا`,
    body: "جدّد الآن لتحتفظ بمزاياك.",
  }),
  announcement: ({ data }) => ({ title: data.title ?? "SPPC", body: "إعلان جديد من SPPC." }),
};

const ur: Copy = {
  message: ({ name, data }) => ({ title: `${name} کی طرف سے نیا پیغام`, body: data.excerpt ?? "" }),
  connectionRequest: ({ name }) => ({
    title: `${name} آپ سے رابطہ جوڑنا چاہتے ہیں`,
    body: "قبول یا مسترد کرنے کے لیے ان کی پروفائل کھولیں۔",
  }),
  mention: ({ name, data }) => ({ title: `${name} نے آپ کا ذکر کیا`, body: data.excerpt ?? "" }),
  waitlist: ({ data }) => ({
    title: `${data.event} میں آپ کی نشست پکی ہو گئی`,
    body: "آپ ویٹ لسٹ سے آگے آ گئے ہیں۔ آپ کا ٹکٹ تیار ہے۔",
  }),
  eventChanged: ({ data }) => ({
    title: `${data.event} میں تبدیلی ہوئی ہے`,
    body: "نیا وقت اور جگہ 'میرے ٹکٹ' میں دیکھیں۔",
  }),
  eventCancelled: ({ data }) => ({
    title: `${data.event} منسوخ ہو گیا ہے`,
    body: "اس تبدیلی پر ہم معذرت خواہ ہیں۔",
  }),
  eventReminder: ({ data }) => ({
    title: `یاد دہانی: ${data.event} قریب ہے`,
    body: "آپ کا ٹکٹ 'میرے ٹکٹ' میں موجود ہے۔",
  }),
  renewal: ({ data }) => ({
    title: `آپ کی رکنیت ${data.days} دن میں ختم ہو رہی ہے`,
    body: "اپنی سہولیات برقرار رکھنے کے لیے ابھی تجدید کریں۔",
  }),
  announcement: ({ data }) => ({ title: data.title ?? "SPPC", body: "SPPC کی طرف سے ایک نیا اعلان۔" }),
};

const copies: Record<Language, Copy> = { en, ar, ur };

/** The push's title and body in the member's language (their stored preferred language). */
export function pushText(topic: PushTopic, language: Language, words: Words): Text {
  const copy = copies[language] ?? en;
  switch (topic.kind) {
    case "message":
      return copy.message(words);
    case "connection_request":
      return copy.connectionRequest(words);
    case "mention":
      return copy.mention(words);
    case "waitlist":
      return copy.waitlist(words);
    case "renewal":
      return copy.renewal(words);
    case "announcement":
      return copy.announcement(words);
    case "event":
      if (topic.what === "changed") return copy.eventChanged(words);
      if (topic.what === "cancelled") return copy.eventCancelled(words);
      return copy.eventReminder(words);
  }
}
