import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type CheckoutCopy = { subject: string; body: string; ignore: string; button: string };

/** The signed link that opens the real checkout for a membership number (only its owner gets it). */
export function checkoutLinkEmail(options: {
  to: string;
  tierName: string;
  language: Language;
  url: string;
}): EmailMessage {
  const text = mailMessages[options.language].checkoutLink;
  return noticeEmail({
    to: options.to,
    kind: "checkout-link",
    language: options.language,
    subject: text.subject,
    paragraphs: [text.body.replace("{tier}", () => options.tierName), text.ignore],
    link: { label: text.button, url: options.url },
  });
}
