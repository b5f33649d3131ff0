import type { Language } from "../contract/enums";
import { mailDay } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type ReceiptCopy = {
  subject: string;
  greeting: string;
  body: string;
  validUntil: string;
  card: string;
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
  const copy = mailMessages[options.language].paymentReceipt;
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
