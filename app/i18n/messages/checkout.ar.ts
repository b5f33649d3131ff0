import type { Translations } from "../define";
import type { CheckoutTexts } from "./checkout";

const ar: Translations<CheckoutTexts> = {
  orderTitle: "عضويتك",
  plan: "الخطة",
  price: "السعر",
  perYear: "{price} سنويًا",
  validity: "صالحة لمدة سنة من تاريخ الدفع. نرسل لك رابط التجديد بالبريد قبل انتهائها.",
  methods: "ادفع بأمان عبر صفحة {provider} باستخدام مدى أو Apple Pay أو STC Pay أو بطاقة ائتمان.",
  payNow: "ادفع {price}",
  redirecting: "جارٍ فتح صفحة الدفع…",
  signInToPay: "سجّل الدخول لترقية عضويتك.",
  signIn: "تسجيل الدخول",
  bankTransfer: "تفضّل التحويل البنكي؟ تواصل مع الدعم مع رقم عضويتك وسنسجله.",
  planUnavailable: "لا يمكن شراء هذه الخطة حاليًا.",
  loadFailed: "تعذّر تحميل تفاصيل الدفع.",
  retry: "حاول مرة أخرى",
  confirming: "جارٍ تأكيد دفعتك…",
  stillPending: "لم يتم تأكيد دفعتك بعد. إذا أكملتها فستظهر قريبًا؛ يمكنك التحقق مرة أخرى.",
  checkAgain: "تحقق مرة أخرى",
  cancelled: "تم إلغاء الدفع. لم يتم خصم أي مبلغ.",
  paymentSuccessful: "تم الدفع بنجاح",
  welcome: "مرحبًا بك في SPPC {tier}!",
  paymentFailed: "فشل الدفع",
  failedFallback: "لم تكتمل عملية الدفع.",
  tryAgain: "أعد محاولة الدفع",
  viewCard: "عرض بطاقة العضوية",
  unknownPayment: "تعذّر العثور على هذه الدفعة.",
};

export default ar;
