import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type Copy = { subject: string; body: string; advice: string; signIn: string; reset: string };

/**
 * Someone signed up with an address that already has an account. The sign-up answer is the same as
 * for a new address (it must not tell a stranger who is a member), so the owner hears of it here, with
 * the two ways back in: sign in, or choose a new password.
 */
export function signUpAttemptEmail(options: {
  to: string;
  name: string;
  language: Language;
  origin: string;
}): EmailMessage {
  const text = mailMessages[options.language].signUpAttempt;
  // "Forgot password?" is an action of the sign-in page, not a page of its own.
  const signIn = `${options.origin}/login`;
  return noticeEmail({
    to: options.to,
    kind: "account-exists",
    language: options.language,
    subject: text.subject,
    paragraphs: [text.body.replace("{name}", () => options.name), text.advice, `${text.reset}: ${signIn}`],
    link: { label: text.signIn, url: signIn },
  });
}
