import type { Translations } from "../define";
import type { AdminMessagesTexts } from "./admin-messages";

const ar: Translations<AdminMessagesTexts> = {
  title: "رسائل التواصل",
  lead: "الرسائل المرسلة عبر نموذج التواصل، الأحدث أولًا. رُد بالبريد الإلكتروني ثم علّم الرسالة بأنه تم الرد عليها.",
  empty: "لا توجد رسائل بعد.",
  from: "من",
  email: "البريد الإلكتروني",
  phone: "الهاتف",
  received: "تاريخ الاستلام",
  member: "عضو مسجّل الدخول",
  statusNew: "جديدة",
  statusAnswered: "تم الرد",
  markAnswered: "تعليم كمردود عليها",
  markNew: "تعليم كجديدة",
  reply: "الرد بالبريد الإلكتروني",
  counts: "جديدة: {new} · تم الرد: {answered}",
};

export default ar;
