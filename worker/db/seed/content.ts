import type { featuredContent, helpArticles } from "../schema";

/** /explore's featured section: what the page showed before admins could choose. */
export const demoFeaturedContent: (typeof featuredContent.$inferInsert)[] = [
  {
    id: "seed-featured-elevate",
    kind: "event",
    title: "Elevate: SPPC Annual Summit",
    description: "Our flagship gathering of Pakistani professionals in Riyadh, with 1000+ guests expected.",
    url: "/events",
    sortOrder: 0,
  },
  {
    id: "seed-featured-job-placement",
    kind: "link",
    title: "Job Placement Program",
    description: "CV reviews, interview practice and introductions to employers who sponsor visas.",
    url: "/job-placement",
    sortOrder: 1,
  },
  {
    id: "seed-featured-mentorship",
    kind: "link",
    title: "Find a mentor",
    description: "Book time with experienced members who have built careers in the Kingdom.",
    url: "/mentorship",
    sortOrder: 2,
  },
];

type ArticleText = { title: string; body: string };

// The help centre's articles in the three languages (the first six as its catalogs had them).
const seedArticles: {
  slug: string;
  category: (typeof helpArticles.$inferInsert)["category"];
  isPopular: boolean;
  texts: { en: ArticleText; ar: ArticleText; ur: ArticleText };
}[] = [
  {
    slug: "account-setup",
    category: "account",
    isPopular: true,
    texts: {
      en: {
        title: "Creating your account and completing your profile",
        body: "Sign up with your email, then complete three short onboarding steps: privacy consent, personal information and professional details. A complete profile helps members and employers find you.",
      },
      ar: {
        title: "إنشاء حسابك واستكمال ملفك الشخصي",
        body: "سجّل باستخدام بريدك الإلكتروني، ثم أكمل ثلاث خطوات قصيرة: الموافقة على الخصوصية، والمعلومات الشخصية، والتفاصيل المهنية. يساعد الملف المكتمل الأعضاء وأصحاب العمل على العثور عليك.",
      },
      ur: {
        title: "اپنا اکاؤنٹ بنانا اور پروفائل مکمل کرنا",
        body: "اپنی ای میل سے سائن اپ کریں، پھر تین مختصر مراحل مکمل کریں: رازداری کی رضامندی، ذاتی معلومات اور پیشہ ورانہ تفصیلات۔ مکمل پروفائل سے اراکین اور آجر آپ کو آسانی سے تلاش کر سکتے ہیں۔",
      },
    },
  },
  {
    slug: "membership-card",
    category: "membership",
    isPopular: true,
    texts: {
      en: {
        title: "Using your digital membership card",
        body: "Show the card on your phone at partner locations before you pay. Your discount depends on your plan; the Premium page lists each plan's partner discount.",
      },
      ar: {
        title: "استخدام بطاقة عضويتك الرقمية",
        body: "اعرض البطاقة على هاتفك لدى الشركاء قبل الدفع. تعتمد نسبة الخصم على خطتك، وتعرض صفحة العضوية المميزة خصم الشركاء لكل خطة.",
      },
      ur: {
        title: "اپنا ڈیجیٹل رکنیت کارڈ استعمال کرنا",
        body: "ادائیگی سے پہلے پارٹنر مقامات پر اپنے فون پر کارڈ دکھائیں۔ آپ کی رعایت آپ کے پلان پر منحصر ہے؛ پریمیم صفحے پر ہر پلان کی پارٹنر رعایت درج ہے۔",
      },
    },
  },
  {
    slug: "event-registration",
    category: "events",
    isPopular: true,
    texts: {
      en: {
        title: "Registering for events in Riyadh, Khobar and Dammam",
        body: "Open the event page for your city, fill in the RSVP form and check the badge showing how many spots are left. After registering, join your city's WhatsApp group for updates.",
      },
      ar: {
        title: "التسجيل في الفعاليات في الرياض والخبر والدمام",
        body: "افتح صفحة الفعالية الخاصة بمدينتك، واملأ نموذج التسجيل، وتحقق من شارة المقاعد المتبقية. بعد التسجيل، انضم إلى مجموعة واتساب الخاصة بمدينتك لمتابعة المستجدات.",
      },
      ur: {
        title: "ریاض، الخبر اور دمام میں تقریبات کے لیے رجسٹریشن",
        body: "اپنے شہر کی تقریب کا صفحہ کھولیں، RSVP فارم پُر کریں اور باقی نشستوں والا بیج دیکھیں۔ رجسٹریشن کے بعد تازہ معلومات کے لیے اپنے شہر کے واٹس ایپ گروپ میں شامل ہوں۔",
      },
    },
  },
  {
    slug: "visa-jobs",
    category: "careers",
    isPopular: true,
    texts: {
      en: {
        title: "Finding jobs with visa sponsorship",
        body: "Filter the job portal by city and category and look for jobs marked with visa sponsorship. Premium members also see exclusive jobs.",
      },
      ar: {
        title: "العثور على وظائف مع كفالة التأشيرة",
        body: "صفِّ الوظائف في البوابة حسب المدينة والفئة، وابحث عن الوظائف التي تشير إلى توفر كفالة التأشيرة. ويرى الأعضاء المميزون أيضًا وظائف حصرية.",
      },
      ur: {
        title: "ویزا اسپانسرشپ والی ملازمتیں تلاش کرنا",
        body: "جاب پورٹل میں شہر اور زمرے کے لحاظ سے فلٹر کریں اور ویزا اسپانسرشپ والی ملازمتیں دیکھیں۔ پریمیم اراکین کو خصوصی ملازمتیں بھی نظر آتی ہیں۔",
      },
    },
  },
  {
    slug: "billing",
    category: "membership",
    isPopular: false,
    texts: {
      en: {
        title: "Upgrading, cancelling and refunds",
        body: "Paid plans are billed once a year. Cancel any time and keep access until the end of your billing period; every paid plan has a 30-day money-back guarantee.",
      },
      ar: {
        title: "الترقية والإلغاء والاسترداد",
        body: "تُدفع رسوم الخطط المدفوعة مرة واحدة سنويًا. يمكنك الإلغاء في أي وقت مع الاحتفاظ بالوصول حتى نهاية فترة الفوترة، ولكل خطة مدفوعة ضمان استرداد الأموال خلال 30 يومًا.",
      },
      ur: {
        title: "اپ گریڈ، منسوخی اور رقم کی واپسی",
        body: "ادا شدہ پلانز کی فیس سال میں ایک بار لی جاتی ہے۔ کسی بھی وقت منسوخ کریں اور بلنگ مدت کے اختتام تک رسائی برقرار رکھیں؛ ہر ادا شدہ پلان کے ساتھ 30 دن میں رقم واپسی کی ضمانت ہے۔",
      },
    },
  },
  {
    slug: "business-listing",
    category: "careers",
    isPopular: false,
    texts: {
      en: {
        title: "Listing your business in the directory",
        body: "Premium members can list their business in the directory so members across the Kingdom can find their services.",
      },
      ar: {
        title: "إدراج نشاطك التجاري في الدليل",
        body: "يمكن للأعضاء المميزين إدراج أنشطتهم التجارية في الدليل ليعثر الأعضاء في أنحاء المملكة على خدماتهم.",
      },
      ur: {
        title: "ڈائریکٹری میں اپنا کاروبار درج کرنا",
        body: "پریمیم اراکین اپنا کاروبار ڈائریکٹری میں درج کر سکتے ہیں تاکہ مملکت بھر کے اراکین ان کی خدمات تلاش کر سکیں۔",
      },
    },
  },
  {
    slug: "forgot-password",
    category: "account",
    isPopular: true,
    texts: {
      en: {
        title: "Forgot your password? Resetting it",
        body: 'On the sign-in page choose "Forgot password?" and enter your account\'s email. We email you a link to set a new password; it works once and only for a short time. No email after a few minutes? Check your spam folder, then contact support from the help centre.',
      },
      ar: {
        title: "نسيت كلمة المرور؟ إعادة تعيينها",
        body: 'في صفحة تسجيل الدخول اختر "نسيت كلمة المرور؟" وأدخل البريد الإلكتروني لحسابك. سنرسل إليك رابطًا لتعيين كلمة مرور جديدة، يعمل مرة واحدة ولمدة قصيرة فقط. لم يصلك البريد بعد بضع دقائق؟ تحقّق من مجلد الرسائل غير المرغوب فيها، ثم تواصل مع الدعم من مركز المساعدة.',
      },
      ur: {
        title: "پاس ورڈ بھول گئے؟ اسے دوبارہ ترتیب دینا",
        body: 'سائن ان کے صفحے پر "پاس ورڈ بھول گئے؟" منتخب کریں اور اپنے اکاؤنٹ کی ای میل درج کریں۔ ہم آپ کو نیا پاس ورڈ بنانے کا لنک ای میل کریں گے؛ یہ صرف ایک بار اور تھوڑی دیر کے لیے کام کرتا ہے۔ چند منٹ بعد بھی ای میل نہیں ملی؟ اسپام فولڈر دیکھیں، پھر مدد مرکز سے سپورٹ سے رابطہ کریں۔',
      },
    },
  },
  {
    slug: "iqama-residency",
    category: "account",
    isPopular: false,
    texts: {
      en: {
        title: "Iqama and residency questions",
        body: "SPPC does not issue or renew an Iqama (residence permit): your employer does, through Absher and Muqeem. Members share renewal experience in the forums under #IqamaRenewal, and the Job Placement Program lists employers who sponsor work visas and residence permits.",
      },
      ar: {
        title: "أسئلة الإقامة",
        body: "لا تُصدر SPPC الإقامة ولا تجدّدها: يقوم بذلك صاحب العمل عبر أبشر ومقيم. يتبادل الأعضاء تجاربهم في التجديد في المنتديات تحت وسم #تجديد_الإقامة، ويعرض برنامج التوظيف أصحاب العمل الذين يكفلون تأشيرات العمل والإقامة.",
      },
      ur: {
        title: "اقامہ اور رہائش کے سوالات",
        body: "SPPC اقامہ (رہائشی اجازت نامہ) جاری یا تجدید نہیں کرتا: یہ کام آپ کا آجر ابشر اور مقیم کے ذریعے کرتا ہے۔ اراکین فورمز میں #اقامہ_تجدید کے تحت تجدید کے تجربات بتاتے ہیں، اور جاب پلیسمنٹ پروگرام ان آجروں کی فہرست دیتا ہے جو ورک ویزا اور اقامہ کی کفالت کرتے ہیں۔",
      },
    },
  },
];

/** The help centre's articles, one row per language version. */
export const demoHelpArticles: (typeof helpArticles.$inferInsert)[] = seedArticles.flatMap((article, index) =>
  (["en", "ar", "ur"] as const).map((language) => ({
    id: `seed-help-${article.slug}-${language}`,
    slug: article.slug,
    language,
    category: article.category,
    title: article.texts[language].title,
    body: article.texts[language].body,
    isPopular: article.isPopular,
    sortOrder: index,
  })),
);
