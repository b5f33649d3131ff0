import type { Language } from "../contract/enums";
import { mailDay } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

type ReceiptCopy = { subject: string; greeting: string; body: string; validUntil: string; card: string };

// {name}, {tier}, {amount}, {reference} and {date} are filled in below.
const receiptCopy: Record<Language, ReceiptCopy> = {
  en: {
    subject: "Payment Successful: welcome to SPPC {tier}",
    greeting: "Assalam-o-Alaikum {name},",
    body: "We received your payment of {amount} for SPPC {tier} membership (reference {reference}). Thank you for supporting the community.",
    validUntil: "Your membership is valid until {date}. We will remind you before it ends.",
    card: "Open your membership card",
  },
  ar: {
    subject: "تم الدفع بنجاح: مرحبًا بك في SPPC {tier}",
    greeting: "السلام عليكم {name}،",
    body: "استلمنا دفعتك بمبلغ {amount} لعضوية SPPC {tier} (المرجع {reference}). شكرًا لدعمك للمجتمع.",
    validUntil: "عضويتك سارية حتى {date}. سنذكّرك قبل انتهائها.",
    card: "افتح بطاقة العضوية",
  },
  ur: {
    subject: "ادائیگی کامیاب: SPPC {tier} میں خوش آمدید",
    greeting: "السلام علیکم {name}،",
    body: "ہمیں SPPC {tier} رکنیت کے لیے آپ کی {amount} کی ادائیگی موصول ہو گئی (حوالہ {reference})۔ کمیونٹی کی مدد کا شکریہ۔",
    validUntil: "آپ کی رکنیت {date} تک کارآمد ہے۔ ختم ہونے سے پہلے ہم آپ کو یاد دلائیں گے۔",
    card: "اپنا رکنیت کارڈ کھولیں",
  },
};

/** "SAR 299.00": amounts are kept in halalas. */
export const formatSar = (halalas: number) => `SAR ${(halalas / 100).toFixed(2)}`;

/** The receipt a member gets when a payment (online or a recorded bank transfer) is settled. */
export function paymentReceiptEmail(options: {
  to: string;
  name: string;
  tierName: string;
  amountHalalas: number;
  reference: string;
  validUntil: string;
  language: Language;
  origin: string;
}): EmailMessage {
  const copy = receiptCopy[options.language];
  const values: Record<string, string> = {
    name: options.name,
    tier: options.tierName,
    amount: formatSar(options.amountHalalas),
    reference: options.reference,
    date: mailDay(options.validUntil, options.language),
  };
  // Functions as replacements: a "$&" in a name stays as typed.
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
  return noticeEmail({
    to: options.to,
    kind: "payment-receipt",
    language: options.language,
    subject: fill(copy.subject),
    paragraphs: [fill(copy.greeting), fill(copy.body), fill(copy.validUntil)],
    link: { label: copy.card, url: `${options.origin}/membership-card` },
  });
}
