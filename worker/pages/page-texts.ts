import type { Language } from "../contract/enums";

/** The head of a page that is the same for everyone: its title (before " | SPPC") and description. */
export type PageText = { title: string; description: string };

/** Paths of the public pages whose head is fixed text (item pages build theirs from D1: item-heads.ts). */
export const fixedPages = [
  "/",
  "/events",
  "/jobs",
  "/business",
  "/forums",
  "/community",
  "/premium",
  "/subscription",
  "/membership",
  "/membership-card",
  "/partnerships",
  "/services",
  "/job-placement",
  "/mentorship",
  "/whatsapp-groups",
  "/contact",
  "/help-center",
  "/privacy-policy",
  "/privacy",
  "/terms",
  "/tenders",
] as const;
export type FixedPage = (typeof fixedPages)[number];

type Texts = Record<FixedPage, PageText> & {
  siteName: string;
  notFound: PageText;
  exclusiveJob: PageText;
  /** The words around an event's or job's own text in its pre-rendered content (prerender.ts). */
  labels: { when: string; where: string; cancelled: string; salary: string; requirements: string };
};

const en: Texts = {
  siteName: "SPPC",
  "/": {
    title: "SPPC: Saudi Pakistani Professionals Community",
    description:
      "The community of Pakistani professionals in Saudi Arabia: events, jobs, a business directory, forums and membership.",
  },
  "/events": {
    title: "Events",
    description:
      "High teas, networking evenings and family events of Pakistani professionals in Riyadh, Khobar and Dammam.",
  },
  "/jobs": {
    title: "Jobs",
    description:
      "Jobs in Saudi Arabia shared by and for Pakistani professionals, with visa sponsorship and remote filters.",
  },
  "/business": {
    title: "Business directory",
    description:
      "Businesses run by Pakistani professionals in Saudi Arabia, with reviews from the community.",
  },
  "/forums": {
    title: "Community forums",
    description: "Questions and answers on work, iqama, family life and careers in Saudi Arabia.",
  },
  "/community": {
    title: "Community forums",
    description: "Questions and answers on work, iqama, family life and careers in Saudi Arabia.",
  },
  "/premium": {
    title: "Premium membership",
    description: "Exclusive jobs, mentorship and priority seats at every event with SPPC Premium.",
  },
  "/subscription": {
    title: "Membership plans",
    description: "Compare SPPC membership plans and choose the one that suits you.",
  },
  "/membership": {
    title: "Become a member",
    description: "Join SPPC, the network of Pakistani professionals in Saudi Arabia.",
  },
  "/membership-card": {
    title: "Membership card",
    description: "Your SPPC digital membership card with its QR code, ready at every event.",
  },
  "/partnerships": {
    title: "Partnerships",
    description: "Partner with SPPC and reach Pakistani professionals across Saudi Arabia.",
  },
  "/services": {
    title: "Services",
    description: "Services SPPC offers its members: career help, mentorship, events and more.",
  },
  "/job-placement": {
    title: "Job placement",
    description: "Help finding your next role in Saudi Arabia from the SPPC community.",
  },
  "/mentorship": {
    title: "Mentorship",
    description: "Find a mentor among experienced Pakistani professionals in Saudi Arabia.",
  },
  "/whatsapp-groups": {
    title: "WhatsApp groups",
    description: "Join the SPPC WhatsApp groups for your city and profession.",
  },
  "/contact": { title: "Contact us", description: "Write to the SPPC team." },
  "/help-center": {
    title: "Help center",
    description: "Answers to common questions about SPPC membership, events and your account.",
  },
  "/privacy-policy": {
    title: "Privacy policy",
    description: "How SPPC collects, uses and protects your data.",
  },
  "/privacy": { title: "Privacy policy", description: "How SPPC collects, uses and protects your data." },
  "/terms": { title: "Terms of use", description: "The terms of using SPPC." },
  "/tenders": {
    title: "Tenders",
    description: "Business tenders and opportunities shared with the SPPC community.",
  },
  notFound: { title: "Page not found", description: "This page does not exist or was removed." },
  exclusiveJob: {
    title: "Exclusive job",
    description: "A job shared with SPPC Premium and Executive members.",
  },
  labels: {
    when: "When",
    where: "Where",
    cancelled: "This event has been cancelled.",
    salary: "Salary",
    requirements: "Requirements",
  },
};

const ar: Texts = {
  siteName: "SPPC",
  "/": {
    title: "SPPC: مجتمع المهنيين الباكستانيين في السعودية",
    description:
      "مجتمع المهنيين الباكستانيين في المملكة العربية السعودية: فعاليات ووظائف ودليل أعمال ومنتديات وعضوية.",
  },
  "/events": {
    title: "الفعاليات",
    description: "حفلات شاي وأمسيات تعارف وفعاليات عائلية للمهنيين الباكستانيين في الرياض والخبر والدمام.",
  },
  "/jobs": {
    title: "الوظائف",
    description:
      "وظائف في السعودية يتشاركها المهنيون الباكستانيون، مع تصفية حسب كفالة التأشيرة والعمل عن بُعد.",
  },
  "/business": {
    title: "دليل الأعمال",
    description: "أعمال يديرها مهنيون باكستانيون في السعودية، مع تقييمات من أفراد المجتمع.",
  },
  "/forums": {
    title: "منتديات المجتمع",
    description: "أسئلة وأجوبة عن العمل والإقامة والحياة العائلية والمسيرة المهنية في السعودية.",
  },
  "/community": {
    title: "منتديات المجتمع",
    description: "أسئلة وأجوبة عن العمل والإقامة والحياة العائلية والمسيرة المهنية في السعودية.",
  },
  "/premium": {
    title: "العضوية المميزة",
    description: "وظائف حصرية وإرشاد مهني ومقاعد بأولوية في كل فعالية مع عضوية SPPC المميزة.",
  },
  "/subscription": { title: "خطط العضوية", description: "قارن خطط عضوية SPPC واختر ما يناسبك." },
  "/membership": {
    title: "انضم عضوًا",
    description: "انضم إلى SPPC، شبكة المهنيين الباكستانيين في السعودية.",
  },
  "/membership-card": {
    title: "بطاقة العضوية",
    description: "بطاقة عضويتك الرقمية في SPPC مع رمز QR، جاهزة في كل فعالية.",
  },
  "/partnerships": {
    title: "الشراكات",
    description: "كن شريكًا لـ SPPC وتواصل مع المهنيين الباكستانيين في أنحاء السعودية.",
  },
  "/services": {
    title: "الخدمات",
    description: "خدمات SPPC لأعضائها: دعم مهني وإرشاد وفعاليات وغير ذلك.",
  },
  "/job-placement": {
    title: "التوظيف",
    description: "مساعدة من مجتمع SPPC في إيجاد وظيفتك القادمة في السعودية.",
  },
  "/mentorship": {
    title: "الإرشاد المهني",
    description: "اعثر على مرشد بين المهنيين الباكستانيين ذوي الخبرة في السعودية.",
  },
  "/whatsapp-groups": {
    title: "مجموعات واتساب",
    description: "انضم إلى مجموعات واتساب الخاصة بـ SPPC لمدينتك ومهنتك.",
  },
  "/contact": { title: "اتصل بنا", description: "راسل فريق SPPC." },
  "/help-center": {
    title: "مركز المساعدة",
    description: "إجابات عن الأسئلة الشائعة حول عضوية SPPC والفعاليات وحسابك.",
  },
  "/privacy-policy": { title: "سياسة الخصوصية", description: "كيف تجمع SPPC بياناتك وتستخدمها وتحميها." },
  "/privacy": { title: "سياسة الخصوصية", description: "كيف تجمع SPPC بياناتك وتستخدمها وتحميها." },
  "/terms": { title: "شروط الاستخدام", description: "شروط استخدام SPPC." },
  "/tenders": { title: "المناقصات", description: "مناقصات وفرص أعمال تُشارك مع مجتمع SPPC." },
  notFound: { title: "الصفحة غير موجودة", description: "هذه الصفحة غير موجودة أو أُزيلت." },
  exclusiveJob: { title: "وظيفة حصرية", description: "وظيفة متاحة لأعضاء SPPC المميزين والتنفيذيين." },
  labels: {
    when: "الموعد",
    where: "المكان",
    cancelled: "أُلغيت هذه الفعالية.",
    salary: "الراتب",
    requirements: "المتطلبات",
  },
};

const ur: Texts = {
  siteName: "SPPC",
  "/": {
    title: "SPPC: سعودی عرب میں پاکستانی پیشہ ور افراد کی کمیونٹی",
    description:
      "سعودی عرب میں پاکستانی پیشہ ور افراد کی کمیونٹی: تقریبات، ملازمتیں، کاروباری ڈائریکٹری، فورمز اور رکنیت۔",
  },
  "/events": {
    title: "تقریبات",
    description:
      "ریاض، خبر اور دمام میں پاکستانی پیشہ ور افراد کی ہائی ٹی، نیٹ ورکنگ شامیں اور خاندانی تقریبات۔",
  },
  "/jobs": {
    title: "ملازمتیں",
    description:
      "سعودی عرب میں ملازمتیں، پاکستانی پیشہ ور افراد کی طرف سے، ویزا اسپانسرشپ اور ریموٹ کام کے فلٹرز کے ساتھ۔",
  },
  "/business": {
    title: "کاروباری ڈائریکٹری",
    description: "سعودی عرب میں پاکستانی پیشہ ور افراد کے کاروبار، کمیونٹی کے تبصروں کے ساتھ۔",
  },
  "/forums": {
    title: "کمیونٹی فورمز",
    description: "سعودی عرب میں کام، اقامہ، خاندانی زندگی اور کیریئر کے بارے میں سوالات اور جوابات۔",
  },
  "/community": {
    title: "کمیونٹی فورمز",
    description: "سعودی عرب میں کام، اقامہ، خاندانی زندگی اور کیریئر کے بارے میں سوالات اور جوابات۔",
  },
  "/premium": {
    title: "پریمیم رکنیت",
    description: "SPPC پریمیم کے ساتھ خصوصی ملازمتیں، رہنمائی اور ہر تقریب میں ترجیحی نشستیں۔",
  },
  "/subscription": {
    title: "رکنیت کے منصوبے",
    description: "SPPC کی رکنیت کے منصوبوں کا موازنہ کریں اور اپنے لیے بہترین چنیں۔",
  },
  "/membership": {
    title: "رکن بنیں",
    description: "سعودی عرب میں پاکستانی پیشہ ور افراد کے نیٹ ورک SPPC میں شامل ہوں۔",
  },
  "/membership-card": {
    title: "رکنیت کارڈ",
    description: "QR کوڈ کے ساتھ آپ کا SPPC ڈیجیٹل رکنیت کارڈ، ہر تقریب کے لیے تیار۔",
  },
  "/partnerships": {
    title: "شراکت داری",
    description: "SPPC کے ساتھ شراکت کریں اور پورے سعودی عرب کے پاکستانی پیشہ ور افراد تک پہنچیں۔",
  },
  "/services": {
    title: "خدمات",
    description: "SPPC اپنے اراکین کو کیریئر میں مدد، رہنمائی، تقریبات اور بہت کچھ پیش کرتی ہے۔",
  },
  "/job-placement": {
    title: "ملازمت کی تلاش",
    description: "سعودی عرب میں اگلی ملازمت ڈھونڈنے میں SPPC کمیونٹی کی مدد۔",
  },
  "/mentorship": {
    title: "رہنمائی",
    description: "سعودی عرب میں تجربہ کار پاکستانی پیشہ ور افراد میں سے اپنا رہنما تلاش کریں۔",
  },
  "/whatsapp-groups": {
    title: "واٹس ایپ گروپس",
    description: "اپنے شہر اور پیشے کے SPPC واٹس ایپ گروپس میں شامل ہوں۔",
  },
  "/contact": { title: "ہم سے رابطہ کریں", description: "SPPC ٹیم کو لکھیں۔" },
  "/help-center": {
    title: "مدد مرکز",
    description: "SPPC رکنیت، تقریبات اور آپ کے اکاؤنٹ کے بارے میں عام سوالات کے جوابات۔",
  },
  "/privacy-policy": {
    title: "رازداری کی پالیسی",
    description: "SPPC آپ کا ڈیٹا کیسے جمع کرتی، استعمال کرتی اور محفوظ رکھتی ہے۔",
  },
  "/privacy": {
    title: "رازداری کی پالیسی",
    description: "SPPC آپ کا ڈیٹا کیسے جمع کرتی، استعمال کرتی اور محفوظ رکھتی ہے۔",
  },
  "/terms": { title: "استعمال کی شرائط", description: "SPPC کے استعمال کی شرائط۔" },
  "/tenders": {
    title: "ٹینڈرز",
    description: "SPPC کمیونٹی کے ساتھ شیئر کیے گئے کاروباری ٹینڈرز اور مواقع۔",
  },
  notFound: { title: "صفحہ نہیں ملا", description: "یہ صفحہ موجود نہیں یا ہٹا دیا گیا ہے۔" },
  exclusiveJob: {
    title: "خصوصی ملازمت",
    description: "SPPC کے پریمیم اور ایگزیکٹو اراکین کے لیے ایک ملازمت۔",
  },
  labels: {
    when: "وقت",
    where: "مقام",
    cancelled: "یہ تقریب منسوخ کر دی گئی ہے۔",
    salary: "تنخواہ",
    requirements: "ضروریات",
  },
};

/** The head texts of public pages, per language (the app's catalogs are not part of the worker). */
export const pageTexts: Record<Language, Texts> = { en, ar, ur };

export function isFixedPage(path: string): path is FixedPage {
  return (fixedPages as readonly string[]).includes(path);
}
