import type { Translations } from "../define";
import type { PremiumTexts } from "./premium";

const ar: Translations<PremiumTexts> = {
  title: "العضوية المميزة",
  lead: "اختر الخطة التي تناسب مسيرتك المهنية في السعودية. تشمل كل خطة خصومات لدى الشركاء ببطاقة عضويتك الرقمية.",
  plansHeading: "خطط العضوية",
  free: "مجانًا",
  perYear: "سنويًا",
  mostPopular: "الأكثر شيوعًا",
  partnerDiscount: "خصم {discount} لدى الشركاء",
  benefitsLabel: "مزايا {name}",
  joinFree: "انضم مجانًا",
  choosePlan: "اختر {name}",
  viewCard: "عرض بطاقة العضوية",
  cardHeading: "بطاقة عضويتك الرقمية",
  cardText: "اعرض بطاقتك لدى {count} من مواقع الشركاء في أنحاء المملكة ووفّر في كل زيارة.",
  guaranteeHeading: "ضمان استرداد الأموال خلال 30 يومًا",
  guaranteeText:
    "لست راضيًا؟ اطلب استرداد المبلغ كاملًا خلال 30 يومًا. يمكنك الإلغاء في أي وقت مع الاحتفاظ بمزاياك حتى نهاية فترة الفوترة.",
  loading: "جارٍ تحميل الخطط…",
  error: "تعذّر تحميل خطط العضوية. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.",
  retry: "إعادة المحاولة",
  empty: "لا تتوفر خطط عضوية حاليًا. يُرجى العودة لاحقًا.",
};

export default ar;
