import type { Language } from "../contract/enums";
import type { EmailKind, EmailMessage } from "./mailer";

type Template = { subject: string; intro: string; action?: string; outro: string };

// Account emails in the member's language. {name} is the member's name; links are added below. The
// verification goes to an address nobody has confirmed yet, so it quotes nothing typed at sign-up.
type AccountEmailKind = Extract<
  EmailKind,
  "verify-email" | "reset-password" | "password-changed" | "account-deleted" | "inactivity"
>;
const templates: Record<AccountEmailKind, Record<Language, Template>> = {
  "verify-email": {
    en: {
      subject: "Confirm your email for SPPC",
      intro: "Assalam-o-Alaikum, welcome to SPPC. Please confirm your email address.",
      action: "Confirm my email",
      outro: "If you did not create an account, you can ignore this email.",
    },
    ar: {
      subject: "أكّد بريدك الإلكتروني في SPPC",
      intro: "السلام عليكم، مرحبًا بك في SPPC. يرجى تأكيد بريدك الإلكتروني.",
      action: "تأكيد بريدي الإلكتروني",
      outro: "إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.",
    },
    ur: {
      subject: "SPPC کے لیے اپنی ای میل کی تصدیق کریں",
      intro: "السلام علیکم، SPPC میں خوش آمدید۔ براہِ کرم اپنے ای میل ایڈریس کی تصدیق کریں۔",
      action: "میری ای میل کی تصدیق کریں",
      outro: "اگر آپ نے اکاؤنٹ نہیں بنایا تو اس ای میل کو نظر انداز کر دیں۔",
    },
  },
  "reset-password": {
    en: {
      subject: "Reset your SPPC password",
      intro:
        "Assalam-o-Alaikum {name}, we received a request to reset your password. The link works once and expires in 1 hour.",
      action: "Choose a new password",
      outro: "If you did not ask for this, ignore this email: your password stays the same.",
    },
    ar: {
      subject: "إعادة تعيين كلمة مرور SPPC",
      intro:
        "السلام عليكم {name}، تلقينا طلبًا لإعادة تعيين كلمة المرور. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة.",
      action: "اختر كلمة مرور جديدة",
      outro: "إذا لم تطلب ذلك، تجاهل هذه الرسالة: تبقى كلمة المرور كما هي.",
    },
    ur: {
      subject: "اپنا SPPC پاس ورڈ ری سیٹ کریں",
      intro:
        "السلام علیکم {name}، ہمیں آپ کا پاس ورڈ ری سیٹ کرنے کی درخواست موصول ہوئی۔ یہ لنک ایک بار کام کرتا ہے اور 1 گھنٹے میں ختم ہو جاتا ہے۔",
      action: "نیا پاس ورڈ منتخب کریں",
      outro: "اگر آپ نے یہ درخواست نہیں کی تو اس ای میل کو نظر انداز کریں: آپ کا پاس ورڈ وہی رہے گا۔",
    },
  },
  "password-changed": {
    en: {
      subject: "Your SPPC password was changed",
      intro:
        "Assalam-o-Alaikum {name}, your password was just changed and your other sessions were signed out.",
      outro: "If this was not you, reset your password now and contact us.",
    },
    ar: {
      subject: "تم تغيير كلمة مرور SPPC",
      intro: "السلام عليكم {name}، تم تغيير كلمة مرورك للتو وتم تسجيل خروج جلساتك الأخرى.",
      outro: "إذا لم تكن أنت، أعد تعيين كلمة المرور الآن وتواصل معنا.",
    },
    ur: {
      subject: "آپ کا SPPC پاس ورڈ تبدیل ہو گیا",
      intro:
        "السلام علیکم {name}، آپ کا پاس ورڈ ابھی تبدیل کیا گیا اور آپ کے دوسرے سیشن سائن آؤٹ کر دیے گئے۔",
      outro: "اگر یہ آپ نہیں تھے تو ابھی پاس ورڈ ری سیٹ کریں اور ہم سے رابطہ کریں۔",
    },
  },
  "account-deleted": {
    en: {
      subject: "Your SPPC account has been deleted",
      intro:
        "Assalam-o-Alaikum {name}, your SPPC account and the personal data stored with it have been deleted, including your profile, consents, sessions and profile photo.",
      outro:
        "This is the last email we send to this address. You are always welcome to create a new account.",
    },
    ar: {
      subject: "تم حذف حسابك في SPPC",
      intro:
        "السلام عليكم {name}، تم حذف حسابك في SPPC والبيانات الشخصية المحفوظة معه، بما في ذلك ملفك الشخصي وموافقاتك وجلساتك وصورتك الشخصية.",
      outro: "هذه آخر رسالة نرسلها إلى هذا العنوان. يسعدنا دائمًا أن تنشئ حسابًا جديدًا.",
    },
    ur: {
      subject: "آپ کا SPPC اکاؤنٹ حذف کر دیا گیا",
      intro:
        "السلام علیکم {name}، آپ کا SPPC اکاؤنٹ اور اس کے ساتھ محفوظ ذاتی ڈیٹا حذف کر دیا گیا ہے، جس میں آپ کی پروفائل، رضامندیاں، سیشن اور پروفائل تصویر شامل ہیں۔",
      outro: "یہ اس پتے پر ہماری آخری ای میل ہے۔ آپ جب چاہیں نیا اکاؤنٹ بنا سکتے ہیں۔",
    },
  },
  inactivity: {
    en: {
      subject: "Your SPPC account will be deleted in 30 days",
      intro:
        "Assalam-o-Alaikum {name}, you have not signed in to SPPC for almost 2 years. To protect your privacy we delete inactive accounts: your account and its personal data will be deleted in 30 days unless you sign in.",
      action: "Sign in to keep my account",
      outro: "If you no longer need your account, you do not have to do anything.",
    },
    ar: {
      subject: "سيُحذف حسابك في SPPC خلال 30 يومًا",
      intro:
        "السلام عليكم {name}، لم تسجّل الدخول إلى SPPC منذ قرابة عامين. حمايةً لخصوصيتك نحذف الحسابات غير النشطة: سيُحذف حسابك وبياناته الشخصية خلال 30 يومًا ما لم تسجّل الدخول.",
      action: "سجّل الدخول للاحتفاظ بحسابي",
      outro: "إذا لم تعد بحاجة إلى حسابك، فلا داعي لفعل أي شيء.",
    },
    ur: {
      subject: "آپ کا SPPC اکاؤنٹ 30 دن میں حذف ہو جائے گا",
      intro:
        "السلام علیکم {name}، آپ نے تقریباً 2 سال سے SPPC میں سائن اِن نہیں کیا۔ آپ کی رازداری کے تحفظ کے لیے ہم غیر فعال اکاؤنٹس حذف کرتے ہیں: اگر آپ نے سائن اِن نہ کیا تو آپ کا اکاؤنٹ اور اس کا ذاتی ڈیٹا 30 دن میں حذف ہو جائے گا۔",
      action: "اکاؤنٹ برقرار رکھنے کے لیے سائن اِن کریں",
      outro: "اگر آپ کو اب اپنے اکاؤنٹ کی ضرورت نہیں تو آپ کو کچھ کرنے کی ضرورت نہیں۔",
    },
  },
};

import { escapeHtml } from "./notice";

/** Builds the plain-text and HTML versions of an account email (right to left for Arabic and Urdu). */
export function accountEmail(
  kind: keyof typeof templates,
  options: { to: string; name: string; language: Language; link?: string },
): EmailMessage & { kind: EmailKind } {
  const template = templates[kind][options.language];
  const intro = template.intro.replace("{name}", options.name);
  const dir = options.language === "en" ? "ltr" : "rtl";
  const button =
    template.action && options.link
      ? `<p><a href="${escapeHtml(options.link)}" style="background:#046c35;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(template.action)}</a></p>`
      : "";
  const html = `<!doctype html><html lang="${options.language}" dir="${dir}"><body style="font-family:sans-serif;line-height:1.6">
<p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(template.outro)}</p><p>SPPC</p></body></html>`;
  const text = [
    intro,
    template.action && options.link ? `${template.action}: ${options.link}` : "",
    template.outro,
    "SPPC",
  ]
    .filter(Boolean)
    .join("\n\n");
  return { to: options.to, subject: template.subject, text, html, kind };
}
