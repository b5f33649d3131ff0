import type { Translations } from "../define";
import type { VerifyTexts } from "./verify";

const ar: Translations<VerifyTexts> = {
  title: "التحقق من العضوية",
  lead: "للتجار الشركاء: تحقّق من أن البطاقة حقيقية وسارية قبل منح الخصم.",
  checking: "جارٍ التحقق من العضوية…",
  valid: "عضوية سارية",
  expired: "عضوية منتهية",
  expiredNote: "انتهت صلاحية هذه البطاقة: لا ينطبق خصم الفئة المدفوعة حتى يتم تجديدها.",
  notFound: "لا توجد عضوية بهذا الرقم",
  notFoundNote: "تحقّق من الرقم المكتوب على البطاقة، أو اطلب من العضو فتح بطاقته مرة أخرى.",
  loadError: "تعذّر التحقق من العضوية. يرجى المحاولة مرة أخرى.",
  retry: "حاول مرة أخرى",
  membershipId: "رقم العضوية",
  member: "العضو",
  tier: "الفئة",
  discount: "خصم الشركاء",
  discountValue: "{percent}٪",
  validUntil: "صالحة حتى",
  doesNotExpire: "لا تنتهي صلاحيتها",
};

export default ar;
