import type { Language } from "../contract/enums";
import type { EmailKind, EmailMessage } from "./mailer";

type Template = { subject: string; intro: string; action?: string; outro: string };

// Account emails in the member's language. {name} is the member's name; links are added below.
const templates: Record<
  "verify-email" | "reset-password" | "password-changed",
  Record<Language, Template>
> = {
  "verify-email": {
    en: {
      subject: "Confirm your email for SPPC",
      intro: "Assalam-o-Alaikum {name}, welcome to SPPC. Please confirm your email address.",
      action: "Confirm my email",
      outro: "If you did not create an account, you can ignore this email.",
    },
    ar: {
      subject: "أكّد بريدك الإلكتروني في SPPC",
      intro: "السلام عليكم {name}، مرحبًا بك في SPPC. يرجى تأكيد بريدك الإلكتروني.",
      action: "تأكيد بريدي الإلكتروني",
      outro: "إذا لم تنشئ حسابًا، يمكنك تجاهل هذه الرسالة.",
    },
    ur: {
      subject: "SPPC کے لیے اپنی ای میل کی تصدیق کریں",
      intro: "السلام علیکم {name}، SPPC میں خوش آمدید۔ براہِ کرم اپنے ای میل ایڈریس کی تصدیق کریں۔",
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
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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
