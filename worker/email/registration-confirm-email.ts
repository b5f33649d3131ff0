import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type Copy = { subject: string; greeting: string; body: string; ignore: string; button: string };

/**
 * Whoever fills /membership types the address, so this mail may reach a stranger: only our own words
 * and the link, never the typed name or any other field (issue 18). The same mail goes to an address
 * with an account (the link's page then says so), so the form never tells who has one.
 */
/** The registration's only mail before the address is confirmed: the signed confirmation link. */
export function registrationConfirmEmail(options: {
  to: string;
  language: Language;
  url: string;
}): EmailMessage {
  const text = mailMessages[options.language].registrationConfirm;
  return noticeEmail({
    to: options.to,
    kind: "verify-email",
    language: options.language,
    subject: text.subject,
    paragraphs: [text.greeting, text.body, text.ignore],
    link: { label: text.button, url: options.url },
  });
}
