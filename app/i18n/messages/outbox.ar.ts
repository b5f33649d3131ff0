import type { Translations } from "../define";
import type { OutboxTexts } from "./outbox";

const ar: Translations<OutboxTexts> = {
  title: "صندوق البريد الصادر",
  lead: "في بيئة التطوير المحلية لا يغادر أي بريد هذا الجهاز: تُحفظ هنا كل رسالة يرسلها التطبيق.",
  empty: "لم يُرسل أي بريد بعد.",
  unavailable: "صندوق البريد الصادر متاح في بيئة التطوير المحلية فقط.",
  forbidden: "يمكن للمشرفين فقط عرض صندوق البريد الصادر.",
  loadError: "تعذّر تحميل صندوق البريد الصادر. يرجى المحاولة مرة أخرى.",
  to: "إلى",
  sent: "أُرسل",
  kind: "النوع",
  refresh: "تحديث",
};

export default ar;
