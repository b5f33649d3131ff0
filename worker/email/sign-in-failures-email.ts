import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type Copy = { subject: string; body: string; advice: string; button: string };

/** Tells the owner their account sees many failed sign-ins (sent at most once a day, see domain/sign-in.ts). */
export function signInFailuresEmail(options: {
  to: string;
  name: string;
  language: Language;
  origin: string;
}): EmailMessage {
  const text = mailMessages[options.language].signInFailures;
  return noticeEmail({
    to: options.to,
    kind: "sign-in-failures",
    language: options.language,
    subject: text.subject,
    paragraphs: [text.body.replace("{name}", () => options.name), text.advice],
    link: { label: text.button, url: `${options.origin}/login` },
  });
}
