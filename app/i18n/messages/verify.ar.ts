import type { Translations } from "../define";
import type { VerifyTexts } from "./verify";

const ar: Translations<VerifyTexts> = {
  title: "التحقق من العضوية",
  lead: "للتجار الشركاء: تحقّق من أن البطاقة حقيقية وسارية قبل منح الخصم.",
  checking: "جارٍ التحقق من العضوية…",
  valid: "عضوية سارية",
  expired: "عضوية منتهية",
  expiredNote: "انتهت صلاحية هذه البطاقة: لا تمنح أي خصم للأعضاء حتى يتم تجديدها.",
  suspended: "عضوية موقوفة",
  suspendedNote: "حساب هذا العضو موقوف: لا تمنح أي خصم للأعضاء.",
  notFound: "لا توجد عضوية بهذا الرقم",
  notFoundNote: "تحقّق من الرقم المكتوب على البطاقة، أو اطلب من العضو فتح بطاقته مرة أخرى.",
  loadError: "تعذّر التحقق من العضوية. يرجى المحاولة مرة أخرى.",
  rateLimited:
    "تم التحقق من أرقام كثيرة لا تطابق أي بطاقة من هذه الشبكة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  retry: "حاول مرة أخرى",
  membershipId: "رقم العضوية",
  member: "العضو",
  tier: "الفئة",
  discount: "خصم الشركاء",
  discountValue: "{percent}٪",
  validUntil: "صالحة حتى",
  expiredOn: "انتهت في",
};

export default ar;
