import type { Translations } from "../define";
import type { PrivacySettingsTexts } from "./privacy-settings";

const ar: Translations<PrivacySettingsTexts> = {
  title: "الخصوصية والبيانات",
  lead: "خياراتك بشأن بياناتك الشخصية، ونسخة من كل ما نحتفظ به عنك، وحذف حسابك.",
  loading: "جارٍ التحميل…",
  loadFailed: "تعذّر تحميل إعدادات الخصوصية.",
  retry: "حاول مرة أخرى",

  consentsHeading: "موافقاتك",
  consentsIntro:
    "تسري التغييرات فورًا، ويُسجَّل كل تغيير مع تاريخه كما يشترط نظام حماية البيانات الشخصية في المملكة العربية السعودية.",
  purposeDataProcessing: "خصّص تجربتي",
  purposeDataProcessingHelp: "استخدام ملفي الشخصي ونشاطي لاقتراح وظائف وفعاليات ومرشدين وأعضاء تناسبني.",
  purposeAnnouncements: "إعلانات المجتمع عبر البريد الإلكتروني",
  purposeTenderAlerts: "تنبيهات المناقصات عبر البريد الإلكتروني",
  purposeMarketing: "الأخبار والعروض عبر البريد الإلكتروني",
  purposeMarketingHelp: "رسائل من حين لآخر عن الفعاليات وخصومات الشركاء وعروض العضوية.",
  purposeProfileSharing: "اعرض ملفي الشخصي للأعضاء الآخرين",
  purposeProfileSharingHelp:
    "عند تفعيل هذا الخيار، يستطيع الأعضاء المسجَّل دخولهم العثور عليك في دليل الأعضاء وطلب التواصل معك. يرون اسمك وصورتك ومسماك الوظيفي وشركتك ومدينتك وقطاعك ولغاتك ومهاراتك. لا يرى الزوار ولا محركات البحث الدليل أبدًا، ولا تُفتح بطاقتك عبر رمز QR إلا لمن تعطيه رابطها. يبقى بريدك الإلكتروني ورقم هاتفك خاصّين.",
  purposeTerms: "شروط الخدمة",
  purposePrivacy: "سياسة الخصوصية والمعالجة التي يحتاجها حسابك",
  accepted: "مقبولة",
  given: "مفعّلة",
  withdrawn: "متوقفة",
  notChosen: "لم تُحدَّد بعد",
  changedOn: "آخر تغيير {date}",
  saved: "تم حفظ اختيارك.",
  saveFailed: "تعذّر حفظ اختيارك",
  dataProcessingNote:
    "إيقاف هذا الخيار يوقف التخصيص. تظل البيانات اللازمة لتشغيل حسابك تُعالَج ما دام لديك حساب: لإيقاف كل معالجة، احذف حسابك.",
  deleteInstead: "احذف حسابي بدلًا من ذلك",

  historyHeading: "سجل اختياراتك",
  historyPurpose: "الخيار",
  historyState: "القرار",
  historyMethod: "المكان",
  historyVersion: "إصدار السياسة",
  historyDate: "التاريخ",
  methodSignup: "التسجيل",
  methodOnboarding: "الإعداد الأولي",
  methodPreferences: "هذه الصفحة",
  methodUnsubscribeLink: "رابط إلغاء الاشتراك في رسالة بريد إلكتروني",

  downloadHeading: "تنزيل بياناتي",
  downloadText:
    "ملف JSON يضم حسابك وملفك الشخصي وموافقاتك وجلساتك والرسائل التي أرسلناها إليك. لا يتضمن أبدًا كلمات المرور أو رموز تسجيل الدخول.",
  downloadButton: "تنزيل بياناتي",
  downloading: "جارٍ تجهيز ملفك…",
  downloadFailed: "تعذّر تنزيل بياناتك",

  deleteHeading: "حذف حسابي",
  deleteText:
    "يؤدي هذا إلى حذف حسابك وملفك الشخصي وموافقاتك وجلساتك وصورتك الشخصية نهائيًا. لا يمكن التراجع عن ذلك.",
  deleteButton: "حذف حسابي",
  dialogTitle: "هل تريد حذف حسابك؟",
  dialogText: "أدخل كلمة المرور واكتب {word} للتأكيد. يُحذف حسابك وبياناتك فورًا ولا يمكن استعادتها.",
  passwordLabel: "كلمة المرور",
  confirmLabel: "اكتب {word} للتأكيد",
  cancel: "إلغاء",
  confirmDelete: "حذف نهائي",
  deleting: "جارٍ الحذف…",
  wrongPassword: "كلمة المرور غير صحيحة.",
  tooManyAttempts: "محاولات خاطئة كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
  deleteFailed: "تعذّر حذف حسابك",
  deletedTitle: "تم حذف الحساب",
  deletedText: "تم حذف حسابك وبياناتك. أرسلنا إليك رسالة تأكيد بالبريد الإلكتروني.",

  requestsNote: "لأي طلب آخر يخص بياناتك، راسلنا على {email}. نرد على طلبات الخصوصية خلال {days} يومًا.",
};

export default ar;
