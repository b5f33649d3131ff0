import type { Language } from "../contract/enums";
import { mailDay } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";
import { formatSar } from "./payment-emails";

type RenewalCopy = {
  subject: string;
  greeting: string;
  body: string;
  price: string;
  methods: string;
  button: string;
};

// {name}, {tier}, {date}, {amount} and {contact} are filled in below. mada and STC Pay cannot charge a
// card again on their own, so every renewal is a payment the member makes from the link (issue 7).
const renewalCopy: Record<Language, RenewalCopy> = {
  en: {
    subject: "Renew your SPPC {tier} membership: it ends on {date}",
    greeting: "Assalam-o-Alaikum {name},",
    body: "Your SPPC {tier} membership ends on {date}. Renew before then to keep your {tier} benefits; after that date your account falls back to Basic benefits until you renew.",
    price: "Renewal: {amount} for one more year, added to the end of your current period.",
    methods:
      "Pay online with mada, Apple Pay or STC Pay from the button below. To pay by bank transfer, contact support at {contact}.",
    button: "Renew membership",
  },
  ar: {
    subject: "جدّد عضويتك في SPPC {tier}: تنتهي في {date}",
    greeting: "السلام عليكم {name}،",
    body: "تنتهي عضويتك في SPPC {tier} في {date}. جدّدها قبل ذلك لتحتفظ بمزايا {tier}؛ بعد هذا التاريخ يعود حسابك إلى مزايا العضوية الأساسية حتى تجدّد.",
    price: "التجديد: {amount} لسنة أخرى تُضاف إلى نهاية فترتك الحالية.",
    methods:
      "ادفع عبر الإنترنت بمدى أو Apple Pay أو STC Pay من الزر أدناه. للدفع بتحويل بنكي، تواصل مع الدعم عبر {contact}.",
    button: "جدّد العضوية",
  },
  ur: {
    subject: "اپنی SPPC {tier} رکنیت کی تجدید کریں: یہ {date} کو ختم ہو رہی ہے",
    greeting: "السلام علیکم {name}،",
    body: "آپ کی SPPC {tier} رکنیت {date} کو ختم ہو رہی ہے۔ {tier} کے فوائد برقرار رکھنے کے لیے اس سے پہلے تجدید کریں؛ اس تاریخ کے بعد تجدید تک آپ کے اکاؤنٹ کو بنیادی رکنیت کے فوائد ملیں گے۔",
    price: "تجدید: ایک اور سال کے لیے {amount}، جو آپ کی موجودہ مدت کے اختتام سے شروع ہو گا۔",
    methods:
      "نیچے دیے گئے بٹن سے mada، Apple Pay یا STC Pay کے ذریعے آن لائن ادائیگی کریں۔ بینک ٹرانسفر سے ادائیگی کے لیے {contact} پر سپورٹ سے رابطہ کریں۔",
    button: "رکنیت کی تجدید کریں",
  },
};

const expiredCopy: Record<Language, RenewalCopy> = {
  en: {
    subject: "Your SPPC {tier} membership has expired",
    greeting: "Assalam-o-Alaikum {name},",
    body: "Your SPPC {tier} membership ended on {date}. Your account now has Basic benefits; your membership ID stays the same.",
    price: "Renew for {amount} a year to get your {tier} benefits back straight away.",
    methods:
      "Pay online with mada, Apple Pay or STC Pay from the button below. To pay by bank transfer, contact support at {contact}.",
    button: "Renew membership",
  },
  ar: {
    subject: "انتهت عضويتك في SPPC {tier}",
    greeting: "السلام عليكم {name}،",
    body: "انتهت عضويتك في SPPC {tier} في {date}. أصبح لحسابك الآن مزايا العضوية الأساسية؛ ويبقى رقم عضويتك كما هو.",
    price: "جدّد بمبلغ {amount} في السنة لتستعيد مزايا {tier} فورًا.",
    methods:
      "ادفع عبر الإنترنت بمدى أو Apple Pay أو STC Pay من الزر أدناه. للدفع بتحويل بنكي، تواصل مع الدعم عبر {contact}.",
    button: "جدّد العضوية",
  },
  ur: {
    subject: "آپ کی SPPC {tier} رکنیت ختم ہو گئی ہے",
    greeting: "السلام علیکم {name}،",
    body: "آپ کی SPPC {tier} رکنیت {date} کو ختم ہو گئی۔ اب آپ کے اکاؤنٹ کو بنیادی رکنیت کے فوائد حاصل ہیں؛ آپ کی رکنیت آئی ڈی وہی رہے گی۔",
    price: "{tier} کے فوائد فوراً واپس پانے کے لیے {amount} سالانہ میں تجدید کریں۔",
    methods:
      "نیچے دیے گئے بٹن سے mada، Apple Pay یا STC Pay کے ذریعے آن لائن ادائیگی کریں۔ بینک ٹرانسفر سے ادائیگی کے لیے {contact} پر سپورٹ سے رابطہ کریں۔",
    button: "رکنیت کی تجدید کریں",
  },
};

export type RenewalEmailOptions = {
  to: string;
  name: string;
  language: Language;
  /** The tier's id (for the payment link) and display name (for the text). */
  tier: string;
  tierName: string;
  membershipId: string | null;
  /** The period's end (ISO). */
  validUntil: string;
  /** The tier's current price; null when the tier is not configured (the price line is left out). */
  priceHalalas: number | null;
  siteUrl: string;
  /** Where to ask for bank transfer details; the site's /contact page when not given. */
  supportEmail?: string;
};

/**
 * The /checkout page's payment link for this membership and tier. A member without a membership id
 * (never registered through /membership) pays for their own account once signed in.
 */
export function renewalLink(siteUrl: string, membershipId: string | null, tier: string): string {
  const url = new URL("/checkout", siteUrl);
  if (membershipId) url.searchParams.set("membership_id", membershipId);
  url.searchParams.set("tier", tier);
  return url.toString();
}

function renewalNotice(
  kind: "membership-renewal" | "membership-expired",
  copy: RenewalCopy,
  options: RenewalEmailOptions,
): EmailMessage {
  const values: Record<string, string> = {
    name: options.name,
    tier: options.tierName,
    date: mailDay(options.validUntil, options.language),
    amount: options.priceHalalas === null ? "" : formatSar(options.priceHalalas),
    contact: options.supportEmail || new URL("/contact", options.siteUrl).toString(),
  };
  // Functions as replacements: a "$&" in a name stays as typed.
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  const paragraphs = [fill(copy.greeting), fill(copy.body)];
  if (options.priceHalalas !== null) paragraphs.push(fill(copy.price));
  paragraphs.push(fill(copy.methods));
  return noticeEmail({
    to: options.to,
    kind,
    language: options.language,
    subject: fill(copy.subject),
    paragraphs,
    link: { label: copy.button, url: renewalLink(options.siteUrl, options.membershipId, options.tier) },
  });
}

/** Sent 30 and 7 days before a paid period ends (worker/domain/membership/renewals.ts). */
export const membershipRenewalEmail = (options: RenewalEmailOptions) =>
  renewalNotice("membership-renewal", renewalCopy[options.language], options);

/** Sent once when a paid period has ended and the member is back on Basic benefits. */
export const membershipExpiredEmail = (options: RenewalEmailOptions) =>
  renewalNotice("membership-expired", expiredCopy[options.language], options);
