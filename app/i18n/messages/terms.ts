import { defineCatalog } from "../define";

/** Terms of Service (/terms). Placeholders: {date}, {email}. */
export const termsMessages = defineCatalog({
  en: {
    title: "Terms of Service",
    lead: "The rules for using SPPC's website, app and membership.",
    updated: "Last updated: {date}",
    contents: "Contents",
    acceptanceTitle: "Acceptance of terms",
    acceptanceP1:
      "These Terms of Service govern your use of the website and app of the Saudi Pakistani Professionals Community (SPPC), including events, membership, jobs, the business directory and forums. By creating an account or using the platform, you agree to these terms and to our Privacy Policy.",
    acceptanceP2: "If you do not agree, please do not use the platform.",
    accountsTitle: "Membership and accounts",
    accountsP1:
      "You must be at least 18 years old to create an account. Give accurate information and keep it up to date.",
    accountsP2:
      "You are responsible for keeping your password safe and for all activity on your account. Tell us straight away if you think someone else has used it.",
    accountsP3:
      "Your membership and digital membership card are personal and may not be shared or transferred. We may suspend or close accounts that break these terms.",
    useTitle: "Acceptable use",
    useP1: "Use the platform respectfully and lawfully. In particular, you must not:",
    useUnlawful:
      "Post content that is unlawful, offensive, discriminatory or harmful, or that breaks the laws of the Kingdom of Saudi Arabia.",
    useHarass: "Harass, impersonate or mislead other members.",
    useSpam: "Send spam or unsolicited advertising, or publish fake job offers or tenders.",
    useData: "Collect other members' personal data without their consent.",
    useSystems: "Try to access accounts or systems you are not allowed to use, or disrupt the service.",
    contentTitle: "Content and intellectual property",
    contentP1:
      "You keep ownership of what you post. By posting, you give SPPC a non-exclusive, royalty-free licence to host, display and share it on the platform so the service can work. Only post content you have the right to share.",
    contentP2:
      "The SPPC name, logo, design and software belong to SPPC or its licensors and may not be used without written permission. We may remove content that breaks these terms.",
    paymentsTitle: "Payments and refunds",
    paymentsP1:
      "Basic membership is free. Paid plans are charged in Saudi riyals (SAR) for each billing period, at the price shown when you subscribe.",
    paymentsP2:
      "Every paid membership comes with a 30-day money-back guarantee: ask for a refund within 30 days of payment and we will return the full amount.",
    paymentsP3:
      "You can cancel at any time. You keep your plan's benefits until the end of the current billing period and will not be charged again.",
    paymentsP4:
      "Partner discounts are offered by independent partners, who set their own conditions and may change them.",
    liabilityTitle: "Limitation of liability",
    liabilityP1:
      "The platform is provided “as is”. We work to keep it available and accurate, but we do not promise that it will always be uninterrupted or free of errors.",
    liabilityP2:
      "Jobs, business listings, tenders and partner offers come from third parties. We do not guarantee them and are not a party to any agreement you make with them.",
    liabilityP3:
      "As far as the law allows, SPPC is not liable for indirect or consequential loss, and our total liability to you is limited to the amount you paid us in the 12 months before the claim.",
    lawTitle: "Governing law and contact",
    lawP1:
      "These terms are governed by the laws of the Kingdom of Saudi Arabia, and the competent courts of the Kingdom have jurisdiction over any dispute.",
    lawP2:
      "We may update these terms. We will publish the new version here with its date and tell members about significant changes before they take effect.",
    lawP3: "Questions about these terms? Email us at {email}.",
    contactLink: "Go to the contact page",
  },
  ar: {
    title: "شروط الخدمة",
    lead: "القواعد التي تحكم استخدام موقع SPPC وتطبيقها وعضويتها.",
    updated: "آخر تحديث: {date}",
    contents: "المحتويات",
    acceptanceTitle: "قبول الشروط",
    acceptanceP1:
      "تحكم شروط الخدمة هذه استخدامك لموقع وتطبيق مجتمع المهنيين الباكستانيين في السعودية (SPPC)، بما في ذلك الفعاليات والعضوية والوظائف ودليل الأعمال والمنتديات. بإنشائك حسابًا أو استخدامك للمنصة، فإنك توافق على هذه الشروط وعلى سياسة الخصوصية الخاصة بنا.",
    acceptanceP2: "إذا كنت لا توافق عليها، فيُرجى عدم استخدام المنصة.",
    accountsTitle: "العضوية والحسابات",
    accountsP1: "يجب ألا يقل عمرك عن 18 عامًا لإنشاء حساب. قدّم معلومات صحيحة وحافظ على تحديثها.",
    accountsP2:
      "أنت مسؤول عن الحفاظ على سرية كلمة المرور وعن جميع الأنشطة التي تتم عبر حسابك. أبلغنا فورًا إذا اعتقدت أن شخصًا آخر استخدمه.",
    accountsP3:
      "عضويتك وبطاقة عضويتك الرقمية شخصية ولا يجوز مشاركتها أو نقلها إلى غيرك. ويجوز لنا تعليق الحسابات التي تخالف هذه الشروط أو إغلاقها.",
    useTitle: "الاستخدام المقبول",
    useP1: "استخدم المنصة باحترام وبما يتوافق مع الأنظمة. وعلى وجه الخصوص، يجب عليك ألا:",
    useUnlawful: "تنشر محتوى غير نظامي أو مسيئًا أو تمييزيًا أو ضارًا، أو يخالف أنظمة المملكة العربية السعودية.",
    useHarass: "تضايق الأعضاء الآخرين أو تنتحل شخصياتهم أو تضللهم.",
    useSpam: "ترسل رسائل مزعجة أو إعلانات غير مرغوب فيها، أو تنشر عروض عمل أو مناقصات وهمية.",
    useData: "تجمع البيانات الشخصية للأعضاء الآخرين دون موافقتهم.",
    useSystems: "تحاول الوصول إلى حسابات أو أنظمة غير مصرّح لك باستخدامها، أو تعطّل الخدمة.",
    contentTitle: "المحتوى والملكية الفكرية",
    contentP1:
      "تحتفظ بملكية ما تنشره. وبنشرك للمحتوى، تمنح SPPC ترخيصًا غير حصري ودون مقابل لاستضافته وعرضه ومشاركته على المنصة بما يلزم لتشغيل الخدمة. لا تنشر إلا محتوى يحق لك مشاركته.",
    contentP2:
      "اسم SPPC وشعارها وتصميمها وبرمجياتها مملوكة لـ SPPC أو للجهات المرخِّصة لها، ولا يجوز استخدامها دون إذن كتابي. ويجوز لنا إزالة أي محتوى يخالف هذه الشروط.",
    paymentsTitle: "المدفوعات والاسترداد",
    paymentsP1:
      "العضوية الأساسية مجانية. وتُحصَّل رسوم الخطط المدفوعة بالريال السعودي عن كل فترة فوترة، بالسعر المعروض وقت اشتراكك.",
    paymentsP2:
      "تأتي كل عضوية مدفوعة مع ضمان استرداد الأموال خلال 30 يومًا: اطلب الاسترداد خلال 30 يومًا من تاريخ الدفع وسنعيد إليك المبلغ كاملًا.",
    paymentsP3:
      "يمكنك الإلغاء في أي وقت، وتحتفظ بمزايا خطتك حتى نهاية فترة الفوترة الحالية دون أن تُحصَّل منك أي رسوم أخرى.",
    paymentsP4: "تُقدَّم خصومات الشركاء من شركاء مستقلين يحددون شروطهم الخاصة وقد يغيّرونها.",
    liabilityTitle: "حدود المسؤولية",
    liabilityP1:
      "تُقدَّم المنصة «كما هي». ونحرص على إتاحتها ودقتها، لكننا لا نضمن أن تعمل دائمًا دون انقطاع أو أخطاء.",
    liabilityP2:
      "تأتي الوظائف وإدراجات الأعمال والمناقصات وعروض الشركاء من أطراف ثالثة. ولا نضمنها ولسنا طرفًا في أي اتفاق تبرمه معهم.",
    liabilityP3:
      "في حدود ما يسمح به النظام، لا تتحمل SPPC المسؤولية عن الخسائر غير المباشرة أو التبعية، وتقتصر مسؤوليتنا الإجمالية تجاهك على المبلغ الذي دفعته لنا خلال الاثني عشر شهرًا السابقة للمطالبة.",
    lawTitle: "القانون الحاكم والتواصل",
    lawP1:
      "تخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص محاكم المملكة المختصة بالنظر في أي نزاع ينشأ عنها.",
    lawP2:
      "قد نحدّث هذه الشروط، وسننشر النسخة الجديدة هنا مع تاريخها ونُبلغ الأعضاء بالتغييرات الجوهرية قبل سريانها.",
    lawP3: "هل لديك أسئلة حول هذه الشروط؟ راسلنا على {email}.",
    contactLink: "الانتقال إلى صفحة التواصل",
  },
  ur: {
    title: "سروس کی شرائط",
    lead: "SPPC کی ویب سائٹ، ایپ اور رکنیت کے استعمال کے قواعد۔",
    updated: "آخری تازہ کاری: {date}",
    contents: "فہرست",
    acceptanceTitle: "شرائط کی قبولیت",
    acceptanceP1:
      "سروس کی یہ شرائط سعودی پاکستانی پروفیشنلز کمیونٹی (SPPC) کی ویب سائٹ اور ایپ کے استعمال پر لاگو ہوتی ہیں، جن میں تقریبات، رکنیت، ملازمتیں، بزنس ڈائریکٹری اور فورمز شامل ہیں۔ اکاؤنٹ بنا کر یا پلیٹ فارم استعمال کر کے آپ ان شرائط اور ہماری رازداری کی پالیسی سے اتفاق کرتے ہیں۔",
    acceptanceP2: "اگر آپ متفق نہیں ہیں تو براہِ کرم پلیٹ فارم استعمال نہ کریں۔",
    accountsTitle: "رکنیت اور اکاؤنٹس",
    accountsP1:
      "اکاؤنٹ بنانے کے لیے آپ کی عمر کم از کم 18 سال ہونی چاہیے۔ درست معلومات دیں اور انہیں تازہ رکھیں۔",
    accountsP2:
      "اپنے پاس ورڈ کی حفاظت اور اپنے اکاؤنٹ پر ہونے والی تمام سرگرمیوں کی ذمہ داری آپ پر ہے۔ اگر آپ کو لگے کہ کسی اور نے اسے استعمال کیا ہے تو فوراً ہمیں بتائیں۔",
    accountsP3:
      "آپ کی رکنیت اور ڈیجیٹل رکنیت کارڈ ذاتی ہیں اور انہیں کسی کے ساتھ شیئر یا منتقل نہیں کیا جا سکتا۔ ہم ان شرائط کی خلاف ورزی کرنے والے اکاؤنٹس معطل یا بند کر سکتے ہیں۔",
    useTitle: "قابلِ قبول استعمال",
    useP1: "پلیٹ فارم کو احترام اور قانون کے مطابق استعمال کریں۔ خاص طور پر آپ کو اجازت نہیں کہ آپ:",
    useUnlawful:
      "ایسا مواد پوسٹ کریں جو غیر قانونی، توہین آمیز، امتیازی یا نقصان دہ ہو، یا مملکت سعودی عرب کے قوانین کی خلاف ورزی کرے۔",
    useHarass: "دوسرے اراکین کو ہراساں کریں، ان کا روپ دھاریں یا انہیں گمراہ کریں۔",
    useSpam: "اسپام یا بن مانگے اشتہارات بھیجیں، یا ملازمتوں کی جعلی پیشکشیں یا ٹینڈرز شائع کریں۔",
    useData: "دوسرے اراکین کا ذاتی ڈیٹا ان کی رضامندی کے بغیر جمع کریں۔",
    useSystems: "ایسے اکاؤنٹس یا سسٹمز تک رسائی کی کوشش کریں جن کی آپ کو اجازت نہیں، یا سروس میں خلل ڈالیں۔",
    contentTitle: "مواد اور دانشورانہ ملکیت",
    contentP1:
      "جو کچھ آپ پوسٹ کرتے ہیں اس کی ملکیت آپ کے پاس رہتی ہے۔ پوسٹ کر کے آپ SPPC کو ایک غیر خصوصی اور بلا معاوضہ لائسنس دیتے ہیں کہ وہ سروس چلانے کے لیے اسے پلیٹ فارم پر محفوظ کرے، دکھائے اور شیئر کرے۔ صرف وہی مواد پوسٹ کریں جسے شیئر کرنے کا آپ کو حق ہو۔",
    contentP2:
      "SPPC کا نام، لوگو، ڈیزائن اور سافٹ ویئر SPPC یا اس کے لائسنس دہندگان کی ملکیت ہیں اور تحریری اجازت کے بغیر استعمال نہیں کیے جا سکتے۔ ہم ان شرائط کی خلاف ورزی کرنے والا مواد ہٹا سکتے ہیں۔",
    paymentsTitle: "ادائیگیاں اور رقم کی واپسی",
    paymentsP1:
      "بنیادی رکنیت مفت ہے۔ ادا شدہ پلانز کی فیس ہر بلنگ مدت کے لیے سعودی ریال (SAR) میں، سبسکرائب کرتے وقت دکھائی گئی قیمت پر لی جاتی ہے۔",
    paymentsP2:
      "ہر ادا شدہ رکنیت کے ساتھ 30 دن میں رقم واپسی کی ضمانت ہے: ادائیگی کے 30 دن کے اندر رقم واپسی کی درخواست کریں اور ہم پوری رقم واپس کر دیں گے۔",
    paymentsP3:
      "آپ کسی بھی وقت منسوخ کر سکتے ہیں۔ موجودہ بلنگ مدت کے اختتام تک آپ کے پلان کے فوائد برقرار رہیں گے اور آپ سے دوبارہ فیس نہیں لی جائے گی۔",
    paymentsP4:
      "پارٹنر رعایتیں آزاد شراکت دار دیتے ہیں، جو اپنی شرائط خود طے کرتے ہیں اور انہیں تبدیل کر سکتے ہیں۔",
    liabilityTitle: "ذمہ داری کی حد",
    liabilityP1:
      "پلیٹ فارم «جیسا ہے» کی بنیاد پر فراہم کیا جاتا ہے۔ ہم اسے دستیاب اور درست رکھنے کی کوشش کرتے ہیں، لیکن یہ وعدہ نہیں کرتے کہ یہ ہمیشہ بلا تعطل یا غلطیوں سے پاک رہے گا۔",
    liabilityP2:
      "ملازمتیں، کاروباری اندراجات، ٹینڈرز اور پارٹنر پیشکشیں تیسرے فریق کی طرف سے ہوتی ہیں۔ ہم ان کی ضمانت نہیں دیتے اور ان کے ساتھ آپ کے کسی معاہدے میں فریق نہیں ہیں۔",
    liabilityP3:
      "قانون کی اجازت کی حد تک، SPPC بالواسطہ یا نتیجتاً ہونے والے نقصان کی ذمہ دار نہیں، اور آپ کے لیے ہماری کل ذمہ داری اس رقم تک محدود ہے جو آپ نے دعوے سے پہلے کے 12 مہینوں میں ہمیں ادا کی۔",
    lawTitle: "نافذ قانون اور رابطہ",
    lawP1:
      "یہ شرائط مملکت سعودی عرب کے قوانین کے تابع ہیں، اور کسی بھی تنازع کی سماعت کا اختیار مملکت کی مجاز عدالتوں کو ہے۔",
    lawP2:
      "ہم ان شرائط کو اپ ڈیٹ کر سکتے ہیں۔ نیا ورژن تاریخ کے ساتھ یہیں شائع کیا جائے گا اور اہم تبدیلیوں کے نافذ ہونے سے پہلے اراکین کو آگاہ کیا جائے گا۔",
    lawP3: "ان شرائط کے بارے میں سوالات ہیں؟ ہمیں {email} پر ای میل کریں۔",
    contactLink: "رابطے کے صفحے پر جائیں",
  },
});
