import type { Translations } from "../define";
import type { LimitsTexts } from "./limits";

const ar: Translations<LimitsTexts> = {
  messagesTooFast: "أنت ترسل الرسائل بسرعة كبيرة. يمكنك الإرسال مرة أخرى {when}.",
  connectTooSoon: "طلبت التواصل مع هذا العضو قبل أقل من أسبوع. يمكنك الطلب مرة أخرى {when}.",
  connectBlocked: "لا يمكنك إرسال طلب تواصل إلى هذا العضو.",
  reportsTooMany: "أرسلت بلاغات كثيرة اليوم. يمكنك الإبلاغ مرة أخرى {when}.",
  alreadyReported: "لقد أبلغت عن هذا من قبل. سيطّلع عليه فريقنا.",
};

export default ar;
