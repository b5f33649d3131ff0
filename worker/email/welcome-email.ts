import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type Copy = {
  subject: string;
  greeting: string;
  joined: string;
  number: string;
  card: string;
  /** Only for an account without a password (imported, registered, approved application). */
  setPassword: string;
  profile: string;
  setPasswordLabel: string;
  cardLabel: string;
};

/**
 * Every new member's welcome: their membership number and card link, and for an account without a
 * password (imported, registered or approved by an admin) a set-password link, then /onboarding.
 */
export function welcomeEmail(options: {
  to: string;
  name: string;
  language: Language;
  membershipId: string;
  origin: string;
  setPasswordUrl: string | null;
}): EmailMessage {
  const text = mailMessages[options.language].welcome;
  // Functions as replacements: a "$&" in a member's name stays as typed.
  const fill = (value: string, url = "") =>
    value
      .replace("{name}", () => options.name)
      .replace("{number}", () => options.membershipId)
      .replace("{url}", () => url);
  const cardUrl = `${options.origin}/membership-card`;
  const paragraphs = [fill(text.greeting), fill(text.joined), fill(text.number), fill(text.card, cardUrl)];
  if (options.setPasswordUrl)
    paragraphs.push(text.setPassword, fill(text.profile, `${options.origin}/onboarding`));
  return noticeEmail({
    to: options.to,
    kind: "welcome",
    language: options.language,
    subject: fill(text.subject),
    paragraphs,
    link: options.setPasswordUrl
      ? { label: text.setPasswordLabel, url: options.setPasswordUrl }
      : { label: text.cardLabel, url: cardUrl },
  });
}
