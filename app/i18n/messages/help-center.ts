import { defineCatalog } from "../define";

/** The help centre (/help-center). Placeholders: {count}, {hours}, {days}, {email}, {privacyEmail}. */
export const helpCenterMessages = defineCatalog({
  en: {
    title: "Help Center",
    lead: "Answers about membership, events, jobs and your account.",
    searchLabel: "Search the Help Center",
    searchPlaceholder: "For example: membership card, refund, events",
    resultsCount: "Matching articles and answers: {count}",
    noResults: "Nothing matches your search. Try other words, or contact our support team.",
    categoriesHeading: "Browse by category",
    allCategories: "Show all topics",
    catAccount: "Account & Profile",
    catAccountText: "Signing up, your profile, language and your QR networking card.",
    catMembership: "Membership & Payments",
    catMembershipText: "Plans, your digital membership card, partner discounts and refunds.",
    catEvents: "Events & Community",
    catEventsText: "Event registration, forums and WhatsApp groups.",
    catCareers: "Jobs & Business",
    catCareersText: "The job portal, business directory, tenders and mentorship.",
    articlesHeading: "Popular articles",
    qaHeading: "Quick help",
    article1Title: "Creating your account and completing your profile",
    article1Text:
      "Sign up with your email, then complete three short onboarding steps: privacy consent, personal information and professional details. A complete profile helps members and employers find you.",
    article2Title: "Using your digital membership card",
    article2Text:
      "Show the card on your phone at partner locations before you pay. Your discount depends on your plan; the Premium page lists each plan's partner discount.",
    article3Title: "Registering for events in Riyadh, Khobar and Dammam",
    article3Text:
      "Open the event page for your city, fill in the RSVP form and check the badge showing how many spots are left. After registering, join your city's WhatsApp group for updates.",
    article4Title: "Finding jobs with visa sponsorship",
    article4Text:
      "Filter the job portal by city and category and look for jobs marked with visa sponsorship. Premium members also see exclusive jobs.",
    article5Title: "Upgrading, cancelling and refunds",
    article5Text:
      "Paid plans are billed once a year. Cancel any time and keep access until the end of your billing period; every paid plan has a 30-day money-back guarantee.",
    article6Title: "Listing your business in the directory",
    article6Text:
      "Premium members can list their business in the directory so members across the Kingdom can find their services.",
    question1: "How do I change the site language?",
    answer1:
      "Use the language menu in the header or footer to switch between English, Arabic and Urdu. Your choice is remembered on this device.",
    question2: "Is there a free membership?",
    answer2:
      "Yes. Basic membership is free for Pakistani professionals in Saudi Arabia and includes community forums, the basic job board, networking event invitations and WhatsApp group access.",
    question3: "Can I get my money back?",
    answer3:
      "Yes. Every paid plan has a 30-day money-back guarantee, so you can ask for a full refund within 30 days. You can also cancel any time and keep access until the end of your billing period.",
    question4: "How do I join a WhatsApp group?",
    answer4:
      "Sign in and open WhatsApp Groups. Groups are listed by type (business, jobs, trade, cultural and general), each with its rules and a join button.",
    question5: "Who can see government tenders?",
    answer5:
      "Full tender access is a Premium feature. Upgrade your plan to see tender details and set up tender alerts.",
    question6: "How do I get a copy of my data or have it deleted?",
    answer6:
      "Email our data protection officer at {privacyEmail}. We answer privacy requests within {days} days.",
    question7: "When is the support team available?",
    answer7: "Sunday to Thursday, 9:00–18:00 Arabia time. We reply to emails within {hours} hours.",
    contactHeading: "Still need help?",
    contactText:
      "Our support team is available Sunday to Thursday, 9:00–18:00 Arabia time, and replies to emails within {hours} hours.",
    contactCta: "Contact us",
    emailCta: "Email {email}",
  },
  ar: {
    title: "مركز المساعدة",
    lead: "إجابات عن العضوية والفعاليات والوظائف وحسابك.",
    searchLabel: "ابحث في مركز المساعدة",
    searchPlaceholder: "مثال: بطاقة العضوية، الاسترداد، الفعاليات",
    resultsCount: "المقالات والإجابات المطابقة: {count}",
    noResults: "لا توجد نتائج مطابقة لبحثك. جرّب كلمات أخرى أو تواصل مع فريق الدعم.",
    categoriesHeading: "تصفّح حسب الفئة",
    allCategories: "عرض جميع المواضيع",
    catAccount: "الحساب والملف الشخصي",
    catAccountText: "التسجيل وملفك الشخصي واللغة وبطاقة التواصل برمز QR.",
    catMembership: "العضوية والمدفوعات",
    catMembershipText: "الخطط وبطاقة العضوية الرقمية وخصومات الشركاء والاسترداد.",
    catEvents: "الفعاليات والمجتمع",
    catEventsText: "التسجيل في الفعاليات والمنتديات ومجموعات واتساب.",
    catCareers: "الوظائف والأعمال",
    catCareersText: "بوابة الوظائف ودليل الأعمال والمناقصات والإرشاد المهني.",
    articlesHeading: "المقالات الأكثر قراءة",
    qaHeading: "مساعدة سريعة",
    article1Title: "إنشاء حسابك واستكمال ملفك الشخصي",
    article1Text:
      "سجّل باستخدام بريدك الإلكتروني، ثم أكمل ثلاث خطوات قصيرة: الموافقة على الخصوصية، والمعلومات الشخصية، والتفاصيل المهنية. يساعد الملف المكتمل الأعضاء وأصحاب العمل على العثور عليك.",
    article2Title: "استخدام بطاقة عضويتك الرقمية",
    article2Text:
      "اعرض البطاقة على هاتفك لدى الشركاء قبل الدفع. تعتمد نسبة الخصم على خطتك، وتعرض صفحة العضوية المميزة خصم الشركاء لكل خطة.",
    article3Title: "التسجيل في الفعاليات في الرياض والخبر والدمام",
    article3Text:
      "افتح صفحة الفعالية الخاصة بمدينتك، واملأ نموذج التسجيل، وتحقق من شارة المقاعد المتبقية. بعد التسجيل، انضم إلى مجموعة واتساب الخاصة بمدينتك لمتابعة المستجدات.",
    article4Title: "العثور على وظائف مع كفالة التأشيرة",
    article4Text:
      "صفِّ الوظائف في البوابة حسب المدينة والفئة، وابحث عن الوظائف التي تشير إلى توفر كفالة التأشيرة. ويرى الأعضاء المميزون أيضًا وظائف حصرية.",
    article5Title: "الترقية والإلغاء والاسترداد",
    article5Text:
      "تُدفع رسوم الخطط المدفوعة مرة واحدة سنويًا. يمكنك الإلغاء في أي وقت مع الاحتفاظ بالوصول حتى نهاية فترة الفوترة، ولكل خطة مدفوعة ضمان استرداد الأموال خلال 30 يومًا.",
    article6Title: "إدراج نشاطك التجاري في الدليل",
    article6Text:
      "يمكن للأعضاء المميزين إدراج أنشطتهم التجارية في الدليل ليعثر الأعضاء في أنحاء المملكة على خدماتهم.",
    question1: "كيف أغيّر لغة الموقع؟",
    answer1:
      "استخدم قائمة اللغة في أعلى الصفحة أو أسفلها للتبديل بين الإنجليزية والعربية والأردية. ويُحفظ اختيارك على هذا الجهاز.",
    question2: "هل توجد عضوية مجانية؟",
    answer2:
      "نعم. العضوية الأساسية مجانية للمهنيين الباكستانيين في المملكة العربية السعودية، وتشمل منتديات المجتمع ولوحة الوظائف الأساسية ودعوات فعاليات التواصل والانضمام إلى مجموعات واتساب.",
    question3: "هل يمكنني استرداد أموالي؟",
    answer3:
      "نعم. لكل خطة مدفوعة ضمان استرداد الأموال خلال 30 يومًا، فيمكنك طلب استرداد المبلغ كاملًا خلال 30 يومًا. ويمكنك أيضًا الإلغاء في أي وقت مع الاحتفاظ بالوصول حتى نهاية فترة الفوترة.",
    question4: "كيف أنضم إلى مجموعة واتساب؟",
    answer4:
      "سجّل الدخول وافتح صفحة مجموعات واتساب. تُعرض المجموعات حسب النوع (الأعمال والوظائف والتجارة والثقافة والعامة)، ولكل منها قواعدها وزر للانضمام.",
    question5: "من يمكنه الاطلاع على المناقصات الحكومية؟",
    answer5:
      "الوصول الكامل إلى المناقصات ميزة خاصة بالعضوية المميزة. رقِّ خطتك للاطلاع على تفاصيل المناقصات وتفعيل تنبيهاتها.",
    question6: "كيف أحصل على نسخة من بياناتي أو أطلب حذفها؟",
    answer6: "راسل مسؤول حماية البيانات لدينا على {privacyEmail}، ونرد على طلبات الخصوصية خلال {days} يومًا.",
    question7: "متى يتوفر فريق الدعم؟",
    answer7:
      "من الأحد إلى الخميس، من 9:00 إلى 18:00 بتوقيت السعودية. ونرد على رسائل البريد الإلكتروني خلال {hours} ساعة.",
    contactHeading: "هل ما زلت بحاجة إلى مساعدة؟",
    contactText:
      "فريق الدعم متاح من الأحد إلى الخميس، من 9:00 إلى 18:00 بتوقيت السعودية، ويرد على رسائل البريد الإلكتروني خلال {hours} ساعة.",
    contactCta: "تواصل معنا",
    emailCta: "راسلنا على {email}",
  },
  ur: {
    title: "ہیلپ سینٹر",
    lead: "رکنیت، تقریبات، ملازمتوں اور آپ کے اکاؤنٹ سے متعلق جوابات۔",
    searchLabel: "ہیلپ سینٹر میں تلاش کریں",
    searchPlaceholder: "مثلاً: رکنیت کارڈ، رقم کی واپسی، تقریبات",
    resultsCount: "ملتے جلتے مضامین اور جوابات: {count}",
    noResults: "آپ کی تلاش سے کچھ نہیں ملا۔ دوسرے الفاظ آزمائیں یا ہماری سپورٹ ٹیم سے رابطہ کریں۔",
    categoriesHeading: "زمرے کے لحاظ سے دیکھیں",
    allCategories: "تمام موضوعات دکھائیں",
    catAccount: "اکاؤنٹ اور پروفائل",
    catAccountText: "سائن اپ، آپ کی پروفائل، زبان اور QR نیٹ ورکنگ کارڈ۔",
    catMembership: "رکنیت اور ادائیگیاں",
    catMembershipText: "پلانز، ڈیجیٹل رکنیت کارڈ، پارٹنر رعایتیں اور رقم کی واپسی۔",
    catEvents: "تقریبات اور کمیونٹی",
    catEventsText: "تقریبات کی رجسٹریشن، فورمز اور واٹس ایپ گروپس۔",
    catCareers: "ملازمتیں اور کاروبار",
    catCareersText: "جاب پورٹل، بزنس ڈائریکٹری، ٹینڈرز اور مینٹورشپ۔",
    articlesHeading: "مقبول مضامین",
    qaHeading: "فوری مدد",
    article1Title: "اپنا اکاؤنٹ بنانا اور پروفائل مکمل کرنا",
    article1Text:
      "اپنی ای میل سے سائن اپ کریں، پھر تین مختصر مراحل مکمل کریں: رازداری کی رضامندی، ذاتی معلومات اور پیشہ ورانہ تفصیلات۔ مکمل پروفائل سے اراکین اور آجر آپ کو آسانی سے تلاش کر سکتے ہیں۔",
    article2Title: "اپنا ڈیجیٹل رکنیت کارڈ استعمال کرنا",
    article2Text:
      "ادائیگی سے پہلے پارٹنر مقامات پر اپنے فون پر کارڈ دکھائیں۔ آپ کی رعایت آپ کے پلان پر منحصر ہے؛ پریمیم صفحے پر ہر پلان کی پارٹنر رعایت درج ہے۔",
    article3Title: "ریاض، الخبر اور دمام میں تقریبات کے لیے رجسٹریشن",
    article3Text:
      "اپنے شہر کی تقریب کا صفحہ کھولیں، RSVP فارم پُر کریں اور باقی نشستوں والا بیج دیکھیں۔ رجسٹریشن کے بعد تازہ معلومات کے لیے اپنے شہر کے واٹس ایپ گروپ میں شامل ہوں۔",
    article4Title: "ویزا اسپانسرشپ والی ملازمتیں تلاش کرنا",
    article4Text:
      "جاب پورٹل میں شہر اور زمرے کے لحاظ سے فلٹر کریں اور ویزا اسپانسرشپ والی ملازمتیں دیکھیں۔ پریمیم اراکین کو خصوصی ملازمتیں بھی نظر آتی ہیں۔",
    article5Title: "اپ گریڈ، منسوخی اور رقم کی واپسی",
    article5Text:
      "ادا شدہ پلانز کی فیس سال میں ایک بار لی جاتی ہے۔ کسی بھی وقت منسوخ کریں اور بلنگ مدت کے اختتام تک رسائی برقرار رکھیں؛ ہر ادا شدہ پلان کے ساتھ 30 دن میں رقم واپسی کی ضمانت ہے۔",
    article6Title: "ڈائریکٹری میں اپنا کاروبار درج کرنا",
    article6Text:
      "پریمیم اراکین اپنا کاروبار ڈائریکٹری میں درج کر سکتے ہیں تاکہ مملکت بھر کے اراکین ان کی خدمات تلاش کر سکیں۔",
    question1: "میں سائٹ کی زبان کیسے تبدیل کروں؟",
    answer1:
      "ہیڈر یا فوٹر میں زبان کے مینو سے انگریزی، عربی اور اردو کے درمیان تبدیل کریں۔ آپ کا انتخاب اس ڈیوائس پر محفوظ رہتا ہے۔",
    question2: "کیا مفت رکنیت دستیاب ہے؟",
    answer2:
      "جی ہاں۔ سعودی عرب میں پاکستانی پیشہ ور افراد کے لیے بنیادی رکنیت مفت ہے، جس میں کمیونٹی فورمز، بنیادی جاب بورڈ، نیٹ ورکنگ تقریبات کے دعوت نامے اور واٹس ایپ گروپس تک رسائی شامل ہے۔",
    question3: "کیا مجھے میری رقم واپس مل سکتی ہے؟",
    answer3:
      "جی ہاں۔ ہر ادا شدہ پلان کے ساتھ 30 دن میں رقم واپسی کی ضمانت ہے، یعنی آپ 30 دن کے اندر پوری رقم واپس مانگ سکتے ہیں۔ آپ کسی بھی وقت منسوخ بھی کر سکتے ہیں اور بلنگ مدت کے اختتام تک رسائی برقرار رہے گی۔",
    question4: "میں واٹس ایپ گروپ میں کیسے شامل ہوں؟",
    answer4:
      "سائن اِن کریں اور واٹس ایپ گروپس کا صفحہ کھولیں۔ گروپس قسم کے لحاظ سے درج ہیں (کاروبار، ملازمتیں، تجارت، ثقافت اور عمومی)، اور ہر گروپ کے ساتھ اس کے قواعد اور شامل ہونے کا بٹن موجود ہے۔",
    question5: "سرکاری ٹینڈرز کون دیکھ سکتا ہے؟",
    answer5:
      "ٹینڈرز تک مکمل رسائی پریمیم سہولت ہے۔ ٹینڈرز کی تفصیلات دیکھنے اور الرٹس لگانے کے لیے اپنا پلان اپ گریڈ کریں۔",
    question6: "میں اپنے ڈیٹا کی نقل کیسے حاصل کروں یا اسے حذف کیسے کرواؤں؟",
    answer6:
      "ہمارے ڈیٹا پروٹیکشن آفیسر کو {privacyEmail} پر ای میل کریں۔ ہم رازداری سے متعلق درخواستوں کا جواب {days} دن کے اندر دیتے ہیں۔",
    question7: "سپورٹ ٹیم کب دستیاب ہوتی ہے؟",
    answer7:
      "اتوار تا جمعرات، سعودی وقت کے مطابق 9:00 سے 18:00 تک۔ ہم ای میلز کا جواب {hours} گھنٹوں کے اندر دیتے ہیں۔",
    contactHeading: "ابھی بھی مدد چاہیے؟",
    contactText:
      "ہماری سپورٹ ٹیم اتوار تا جمعرات، سعودی وقت کے مطابق 9:00 سے 18:00 تک دستیاب ہے اور ای میلز کا جواب {hours} گھنٹوں کے اندر دیتی ہے۔",
    contactCta: "ہم سے رابطہ کریں",
    emailCta: "{email} پر ای میل کریں",
  },
});
