import { defineCatalog } from "../define";

/** The privacy policy (/privacy and /privacy-policy). Placeholders: {email}, {address}, {days}, {date}. */
export const privacyMessages = defineCatalog({
  en: {
    title: "Privacy Policy",
    lead: "How SPPC collects, uses and protects your personal data.",
    updated: "Last updated: {date}",
    contents: "Contents",
    introTitle: "Introduction",
    introP1:
      "The Saudi Pakistani Professionals Community (SPPC, “we”) runs this website and app, where members find events, manage their membership, browse jobs and use the business directory. This policy explains what personal data we collect, why we use it, and the choices and rights you have.",
    introP2:
      "We process personal data in accordance with the Personal Data Protection Law (PDPL) of the Kingdom of Saudi Arabia and its implementing regulations. Where we rely on your consent, we ask for it separately and clearly.",
    controllerTitle: "Data controller",
    controllerP1:
      "SPPC is the controller of the personal data described in this policy: we decide why and how it is processed. You can write to us at {address} or email {email}.",
    collectedTitle: "Personal data we collect",
    collectedP1: "We collect only the data we need to run the community:",
    collectedAccount:
      "Account data: your name, email address, phone number and password (stored only in hashed form).",
    collectedProfile:
      "Profile data you choose to add: job title, company, city, profession, skills, languages, biography and profile photo.",
    collectedMembership:
      "Membership data: your plan, membership ID, digital membership card and payment status. Payments are handled by a licensed payment provider; we never store full card numbers.",
    collectedEvents:
      "Event data: the events and cities you register for, what you hope to gain from them, and your attendance.",
    collectedContent:
      "Community content: posts, forum messages, job listings and business directory entries you publish.",
    collectedTechnical:
      "Technical data: your language preference, device and browser type, and the security logs we need to keep the service safe.",
    basisTitle: "Legal basis for processing",
    basisP1: "We process personal data only when the law allows it, on one of these bases:",
    basisConsent:
      "Consent: for optional processing such as marketing messages and showing your profile to other members. You can withdraw your consent at any time in your profile settings or by contacting us; this does not affect processing carried out before you withdrew it.",
    basisContract:
      "Contractual necessity: to create your account, provide your membership and membership card, register you for events and process your payments.",
    basisInterest:
      "Legitimate interest: to keep the platform secure, prevent fraud and abuse, and improve our services, always weighed against your rights and interests.",
    rightsTitle: "Your rights",
    rightsP1: "Under the PDPL you have the right to:",
    rightsAccess:
      "Access: know how your data is processed and receive a copy of the personal data we hold about you.",
    rightsRectification:
      "Rectification: ask us to correct or complete data that is inaccurate or incomplete. You can also edit most of your profile yourself.",
    rightsErasure:
      "Erasure: ask us to delete your personal data when it is no longer needed, unless the law requires us to keep it.",
    rightsPortability: "Portability: receive your data in a readable, commonly used format.",
    rightsClosing:
      "To use any of these rights, contact us as described in the “Contact us” section below. We may need to confirm your identity before acting on a request.",
    securityTitle: "Security measures",
    securityP1:
      "We protect personal data with technical and organisational measures suited to the risk, including:",
    securityEncryption: "Encrypted connections (HTTPS) for all traffic.",
    securityPasswords: "Passwords stored only as salted hashes, never as plain text.",
    securityAccess:
      "Access to personal data limited to the team members who need it, under confidentiality obligations.",
    securityBackups: "Regular backups and monitoring of our systems.",
    securityClosing:
      "If a data breach is likely to harm you, we will inform you and the competent authority as the law requires.",
    retentionTitle: "Data retention",
    retentionP1:
      "We keep personal data only as long as we need it for the purposes in this policy. If an account stays inactive for 2 years, we delete its personal data.",
    retentionP2:
      "When you close your account, we delete or anonymise your data, except records the law requires us to keep (such as payment records), which we keep only for the period required.",
    transfersTitle: "International transfers",
    transfersP1:
      "Our platform runs on cloud infrastructure that may store or process data outside the Kingdom of Saudi Arabia. We transfer personal data abroad only as the PDPL and its regulations permit, with appropriate safeguards such as contractual protections, and only the data needed for the purpose.",
    contactTitle: "Contact us",
    contactP1:
      "Our data protection officer handles questions and requests about your personal data. Email {email}; we answer every request within {days} days.",
    contactP2:
      "If you are not satisfied with our answer, you may complain to the Saudi Data and Artificial Intelligence Authority (SDAIA).",
    changesTitle: "Changes to this policy",
    changesP1:
      "We may update this policy when our services or the law change. We will show the new date at the top of this page and tell members about significant changes by email or in the app before they take effect.",
  },
  ar: {
    title: "سياسة الخصوصية",
    lead: "كيف تجمع SPPC بياناتك الشخصية وتستخدمها وتحميها.",
    updated: "آخر تحديث: {date}",
    contents: "المحتويات",
    introTitle: "مقدمة",
    introP1:
      "يدير مجتمع المهنيين الباكستانيين في السعودية (SPPC، ويُشار إليه بـ«نحن») هذا الموقع والتطبيق، حيث يجد الأعضاء الفعاليات ويديرون عضويتهم ويتصفحون الوظائف ويستخدمون دليل الأعمال. توضح هذه السياسة البيانات الشخصية التي نجمعها وسبب استخدامنا لها، والخيارات والحقوق المتاحة لك.",
    introP2:
      "نعالج البيانات الشخصية وفقًا لنظام حماية البيانات الشخصية في المملكة العربية السعودية ولوائحه التنفيذية. وحيثما نعتمد على موافقتك، نطلبها منك بشكل مستقل وواضح.",
    controllerTitle: "جهة التحكم في البيانات",
    controllerP1:
      "SPPC هي جهة التحكم في البيانات الشخصية الموضحة في هذه السياسة، أي أننا نحدد أغراض معالجتها وطريقتها. يمكنك مراسلتنا على العنوان {address} أو عبر البريد الإلكتروني {email}.",
    collectedTitle: "البيانات الشخصية التي نجمعها",
    collectedP1: "نجمع فقط البيانات التي نحتاجها لتشغيل المجتمع:",
    collectedAccount:
      "بيانات الحساب: اسمك وبريدك الإلكتروني ورقم هاتفك وكلمة المرور (التي لا تُخزَّن إلا بصيغة مُجزّأة).",
    collectedProfile:
      "بيانات الملف الشخصي التي تختار إضافتها: المسمى الوظيفي والشركة والمدينة والمهنة والمهارات واللغات والنبذة التعريفية والصورة الشخصية.",
    collectedMembership:
      "بيانات العضوية: خطتك ورقم عضويتك وبطاقة العضوية الرقمية وحالة الدفع. يتولى مزوّد خدمات دفع مرخّص معالجة المدفوعات، ولا نخزّن أرقام البطاقات كاملةً أبدًا.",
    collectedEvents: "بيانات الفعاليات: الفعاليات والمدن التي تسجّل فيها، وما تتطلع إلى تحقيقه منها، وحضورك.",
    collectedContent:
      "محتوى المجتمع: المنشورات ورسائل المنتديات وإعلانات الوظائف وإدراجات دليل الأعمال التي تنشرها.",
    collectedTechnical:
      "البيانات التقنية: تفضيل اللغة ونوع الجهاز والمتصفح، وسجلات الأمان التي نحتاجها للحفاظ على سلامة الخدمة.",
    basisTitle: "الأساس النظامي للمعالجة",
    basisP1: "لا نعالج البيانات الشخصية إلا عندما يسمح النظام بذلك، بناءً على أحد الأسس التالية:",
    basisConsent:
      "الموافقة: للمعالجة الاختيارية مثل الرسائل التسويقية وعرض ملفك الشخصي على الأعضاء الآخرين. يمكنك سحب موافقتك في أي وقت من إعدادات ملفك الشخصي أو بالتواصل معنا، ولا يؤثر ذلك على المعالجة التي تمت قبل سحبها.",
    basisContract:
      "الضرورة التعاقدية: لإنشاء حسابك وتقديم عضويتك وبطاقة العضوية، وتسجيلك في الفعاليات، ومعالجة مدفوعاتك.",
    basisInterest:
      "المصلحة المشروعة: للحفاظ على أمان المنصة ومنع الاحتيال وإساءة الاستخدام وتحسين خدماتنا، مع الموازنة دائمًا بينها وبين حقوقك ومصالحك.",
    rightsTitle: "حقوقك",
    rightsP1: "بموجب نظام حماية البيانات الشخصية، يحق لك:",
    rightsAccess:
      "الوصول: معرفة كيفية معالجة بياناتك والحصول على نسخة من البيانات الشخصية التي نحتفظ بها عنك.",
    rightsRectification:
      "التصحيح: طلب تصحيح البيانات غير الدقيقة أو استكمال الناقص منها. ويمكنك أيضًا تعديل معظم بيانات ملفك الشخصي بنفسك.",
    rightsErasure:
      "الحذف: طلب حذف بياناتك الشخصية عندما لا تعود هناك حاجة إليها، ما لم يُلزمنا النظام بالاحتفاظ بها.",
    rightsPortability: "قابلية النقل: الحصول على بياناتك بصيغة مقروءة وشائعة الاستخدام.",
    rightsClosing:
      "لممارسة أي من هذه الحقوق، تواصل معنا كما هو موضح في قسم «التواصل معنا» أدناه. وقد نحتاج إلى التحقق من هويتك قبل تنفيذ الطلب.",
    securityTitle: "التدابير الأمنية",
    securityP1: "نحمي البيانات الشخصية بتدابير تقنية وتنظيمية تتناسب مع المخاطر، ومنها:",
    securityEncryption: "اتصالات مشفّرة (HTTPS) لجميع البيانات المتبادلة.",
    securityPasswords: "تخزين كلمات المرور بصيغة مُجزّأة ومُملّحة فقط، وليس كنص صريح أبدًا.",
    securityAccess:
      "قصر الوصول إلى البيانات الشخصية على أعضاء الفريق الذين يحتاجون إليها، مع التزامهم بالسرية.",
    securityBackups: "نسخ احتياطي منتظم ومراقبة مستمرة لأنظمتنا.",
    securityClosing:
      "إذا كان من المرجح أن يلحق بك تسرّب البيانات ضررًا، فسنبلغك ونبلغ الجهة المختصة وفقًا لما يقتضيه النظام.",
    retentionTitle: "الاحتفاظ بالبيانات",
    retentionP1:
      "نحتفظ بالبيانات الشخصية طوال المدة اللازمة للأغراض الواردة في هذه السياسة فقط. وإذا ظل الحساب غير نشط لمدة سنتين، نحذف بياناته الشخصية.",
    retentionP2:
      "عند إغلاق حسابك، نحذف بياناتك أو نجعلها مجهولة الهوية، باستثناء السجلات التي يُلزمنا النظام بالاحتفاظ بها (مثل سجلات المدفوعات)، والتي نحتفظ بها للمدة المطلوبة فقط.",
    transfersTitle: "نقل البيانات خارج المملكة",
    transfersP1:
      "تعمل منصتنا على بنية سحابية قد تخزّن البيانات أو تعالجها خارج المملكة العربية السعودية. ولا ننقل البيانات الشخصية إلى الخارج إلا بالقدر الذي يسمح به نظام حماية البيانات الشخصية ولوائحه، مع ضمانات مناسبة مثل الحماية التعاقدية، ونقتصر على البيانات اللازمة للغرض.",
    contactTitle: "التواصل معنا",
    contactP1:
      "يتولى مسؤول حماية البيانات لدينا الإجابة عن الأسئلة والطلبات المتعلقة ببياناتك الشخصية. راسله على {email}، ونرد على كل طلب خلال {days} يومًا.",
    contactP2:
      "إذا لم تكن راضيًا عن ردّنا، يمكنك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي (سدايا).",
    changesTitle: "التغييرات على هذه السياسة",
    changesP1:
      "قد نحدّث هذه السياسة عند تغيّر خدماتنا أو الأنظمة. وسنعرض التاريخ الجديد أعلى هذه الصفحة، ونُبلغ الأعضاء بالتغييرات الجوهرية عبر البريد الإلكتروني أو داخل التطبيق قبل سريانها.",
  },
  ur: {
    title: "رازداری کی پالیسی",
    lead: "SPPC آپ کا ذاتی ڈیٹا کیسے جمع، استعمال اور محفوظ کرتی ہے۔",
    updated: "آخری تازہ کاری: {date}",
    contents: "فہرست",
    introTitle: "تعارف",
    introP1:
      "سعودی پاکستانی پروفیشنلز کمیونٹی (SPPC، «ہم») یہ ویب سائٹ اور ایپ چلاتی ہے، جہاں اراکین تقریبات تلاش کرتے ہیں، اپنی رکنیت کا انتظام کرتے ہیں، ملازمتیں دیکھتے ہیں اور بزنس ڈائریکٹری استعمال کرتے ہیں۔ یہ پالیسی بتاتی ہے کہ ہم کون سا ذاتی ڈیٹا جمع کرتے ہیں، اسے کیوں استعمال کرتے ہیں، اور آپ کے پاس کون سے اختیارات اور حقوق ہیں۔",
    introP2:
      "ہم ذاتی ڈیٹا پر کارروائی مملکت سعودی عرب کے ذاتی ڈیٹا کے تحفظ کے قانون (PDPL) اور اس کے نفاذی ضوابط کے مطابق کرتے ہیں۔ جہاں ہم آپ کی رضامندی پر انحصار کرتے ہیں، وہاں اسے الگ اور واضح طور پر طلب کرتے ہیں۔",
    controllerTitle: "ڈیٹا کنٹرولر",
    controllerP1:
      "SPPC اس پالیسی میں بیان کردہ ذاتی ڈیٹا کا کنٹرولر ہے، یعنی ہم طے کرتے ہیں کہ اس پر کس مقصد سے اور کیسے کارروائی کی جائے۔ آپ ہمیں {address} کے پتے پر خط لکھ سکتے ہیں یا {email} پر ای میل کر سکتے ہیں۔",
    collectedTitle: "ہم کون سا ذاتی ڈیٹا جمع کرتے ہیں",
    collectedP1: "ہم صرف وہی ڈیٹا جمع کرتے ہیں جو کمیونٹی چلانے کے لیے ضروری ہے:",
    collectedAccount:
      "اکاؤنٹ کا ڈیٹا: آپ کا نام، ای میل ایڈریس، فون نمبر اور پاس ورڈ (جو صرف ہیش شدہ شکل میں محفوظ کیا جاتا ہے)۔",
    collectedProfile:
      "پروفائل کا وہ ڈیٹا جو آپ خود شامل کرتے ہیں: عہدہ، کمپنی، شہر، پیشہ، مہارتیں، زبانیں، تعارف اور پروفائل تصویر۔",
    collectedMembership:
      "رکنیت کا ڈیٹا: آپ کا پلان، رکنیت آئی ڈی، ڈیجیٹل رکنیت کارڈ اور ادائیگی کی صورتحال۔ ادائیگیاں ایک لائسنس یافتہ پیمنٹ فراہم کنندہ کے ذریعے ہوتی ہیں؛ ہم کبھی بھی کارڈ کا مکمل نمبر محفوظ نہیں کرتے۔",
    collectedEvents:
      "تقریبات کا ڈیٹا: وہ تقریبات اور شہر جن کے لیے آپ رجسٹر کرتے ہیں، ان سے آپ کی توقعات، اور آپ کی حاضری۔",
    collectedContent:
      "کمیونٹی مواد: پوسٹس، فورم پیغامات، ملازمتوں کے اشتہارات اور بزنس ڈائریکٹری کے اندراجات جو آپ شائع کرتے ہیں۔",
    collectedTechnical:
      "تکنیکی ڈیٹا: آپ کی زبان کی ترجیح، ڈیوائس اور براؤزر کی قسم، اور وہ سیکیورٹی لاگز جو سروس کو محفوظ رکھنے کے لیے ضروری ہیں۔",
    basisTitle: "ڈیٹا پر کارروائی کی قانونی بنیاد",
    basisP1:
      "ہم ذاتی ڈیٹا پر صرف اسی وقت کارروائی کرتے ہیں جب قانون اس کی اجازت دے، اور درج ذیل میں سے کسی ایک بنیاد پر:",
    basisConsent:
      "رضامندی: اختیاری کارروائی کے لیے، جیسے مارکیٹنگ پیغامات اور آپ کی پروفائل دوسرے اراکین کو دکھانا۔ آپ کسی بھی وقت اپنی پروفائل سیٹنگز سے یا ہم سے رابطہ کر کے اپنی رضامندی واپس لے سکتے ہیں؛ اس سے واپسی سے پہلے کی گئی کارروائی متاثر نہیں ہوتی۔",
    basisContract:
      "معاہدے کی ضرورت: آپ کا اکاؤنٹ بنانے، آپ کو رکنیت اور رکنیت کارڈ فراہم کرنے، تقریبات کے لیے آپ کی رجسٹریشن اور آپ کی ادائیگیوں پر کارروائی کے لیے۔",
    basisInterest:
      "جائز مفاد: پلیٹ فارم کو محفوظ رکھنے، دھوکہ دہی اور غلط استعمال کو روکنے اور اپنی خدمات بہتر بنانے کے لیے، ہمیشہ آپ کے حقوق اور مفادات کو مدنظر رکھتے ہوئے۔",
    rightsTitle: "آپ کے حقوق",
    rightsP1: "ذاتی ڈیٹا کے تحفظ کے قانون (PDPL) کے تحت آپ کو یہ حق حاصل ہے کہ:",
    rightsAccess:
      "رسائی: آپ جان سکیں کہ آپ کے ڈیٹا پر کیسے کارروائی ہوتی ہے، اور ہمارے پاس موجود اپنے ذاتی ڈیٹا کی نقل حاصل کر سکیں۔",
    rightsRectification:
      "درستگی: غلط یا نامکمل ڈیٹا کو درست یا مکمل کرنے کی درخواست کر سکیں۔ آپ اپنی پروفائل کا زیادہ تر حصہ خود بھی تبدیل کر سکتے ہیں۔",
    rightsErasure:
      "حذف: جب ضرورت باقی نہ رہے تو اپنا ذاتی ڈیٹا حذف کرنے کی درخواست کر سکیں، الا یہ کہ قانون ہمیں اسے رکھنے کا پابند کرے۔",
    rightsPortability: "منتقلی: اپنا ڈیٹا قابلِ مطالعہ اور عام استعمال ہونے والی شکل میں حاصل کر سکیں۔",
    rightsClosing:
      "ان میں سے کوئی بھی حق استعمال کرنے کے لیے نیچے «ہم سے رابطہ» والے حصے کے مطابق ہم سے رابطہ کریں۔ درخواست پر عمل سے پہلے ہمیں آپ کی شناخت کی تصدیق کرنی پڑ سکتی ہے۔",
    securityTitle: "حفاظتی اقدامات",
    securityP1:
      "ہم ذاتی ڈیٹا کو خطرے کے مطابق تکنیکی اور تنظیمی اقدامات سے محفوظ رکھتے ہیں، جن میں شامل ہیں:",
    securityEncryption: "تمام ٹریفک کے لیے خفیہ کردہ کنکشن (HTTPS)۔",
    securityPasswords:
      "پاس ورڈز صرف سالٹ کے ساتھ ہیش شدہ شکل میں محفوظ کیے جاتے ہیں، کبھی سادہ متن میں نہیں۔",
    securityAccess:
      "ذاتی ڈیٹا تک رسائی صرف ٹیم کے ان ارکان تک محدود ہے جنہیں اس کی ضرورت ہو، اور وہ رازداری کے پابند ہیں۔",
    securityBackups: "ہمارے سسٹمز کا باقاعدہ بیک اپ اور نگرانی۔",
    securityClosing:
      "اگر ڈیٹا کی خلاف ورزی سے آپ کو نقصان پہنچنے کا امکان ہو تو ہم قانون کے مطابق آپ کو اور متعلقہ ادارے کو مطلع کریں گے۔",
    retentionTitle: "ڈیٹا رکھنے کی مدت",
    retentionP1:
      "ہم ذاتی ڈیٹا صرف اتنی دیر رکھتے ہیں جتنی اس پالیسی میں بیان کردہ مقاصد کے لیے ضروری ہو۔ اگر کوئی اکاؤنٹ 2 سال تک غیر فعال رہے تو ہم اس کا ذاتی ڈیٹا حذف کر دیتے ہیں۔",
    retentionP2:
      "جب آپ اپنا اکاؤنٹ بند کرتے ہیں تو ہم آپ کا ڈیٹا حذف یا گمنام کر دیتے ہیں، سوائے ان ریکارڈز کے جنہیں قانون کے تحت رکھنا لازم ہے (جیسے ادائیگی کے ریکارڈ)، جو ہم صرف مطلوبہ مدت تک رکھتے ہیں۔",
    transfersTitle: "بین الاقوامی منتقلی",
    transfersP1:
      "ہمارا پلیٹ فارم کلاؤڈ انفراسٹرکچر پر چلتا ہے جو ڈیٹا کو مملکت سعودی عرب سے باہر محفوظ یا پروسیس کر سکتا ہے۔ ہم ذاتی ڈیٹا بیرونِ ملک صرف اسی حد تک منتقل کرتے ہیں جس کی PDPL اور اس کے ضوابط اجازت دیتے ہیں، مناسب حفاظتی اقدامات (جیسے معاہداتی تحفظات) کے ساتھ، اور صرف وہی ڈیٹا جو مقصد کے لیے ضروری ہو۔",
    contactTitle: "ہم سے رابطہ",
    contactP1:
      "ہمارے ڈیٹا پروٹیکشن آفیسر آپ کے ذاتی ڈیٹا سے متعلق سوالات اور درخواستیں دیکھتے ہیں۔ {email} پر ای میل کریں؛ ہم ہر درخواست کا جواب {days} دن کے اندر دیتے ہیں۔",
    contactP2:
      "اگر آپ ہمارے جواب سے مطمئن نہ ہوں تو آپ سعودی ڈیٹا اینڈ آرٹیفیشل انٹیلیجنس اتھارٹی (SDAIA) کو شکایت کر سکتے ہیں۔",
    changesTitle: "اس پالیسی میں تبدیلیاں",
    changesP1:
      "جب ہماری خدمات یا قانون میں تبدیلی آئے تو ہم اس پالیسی کو اپ ڈیٹ کر سکتے ہیں۔ ہم نئی تاریخ اس صفحے کے اوپر دکھائیں گے اور اہم تبدیلیوں کے نافذ ہونے سے پہلے اراکین کو ای میل یا ایپ کے ذریعے آگاہ کریں گے۔",
  },
});
