import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type Copy = { subject: string; greeting: string; body: string; next: string; card: string };

/**
 * The applicant's confirmation (kind contact-confirmation: a confirmation of something they sent).
 * Whoever submits the form types the address, so this mail may reach a stranger: it carries only our
 * own words and the tier from the closed list, never the typed name or any other field (issue 18).
 */
export function applicationConfirmationEmail(options: {
  to: string;
  membershipType: string;
  language: Language;
  origin: string;
}): EmailMessage {
  const text = mailMessages[options.language].applicationConfirmation;
  const fill = (value: string) => value.replace("{type}", () => options.membershipType);
  return noticeEmail({
    to: options.to,
    kind: "contact-confirmation",
    language: options.language,
    subject: text.subject,
    paragraphs: [fill(text.greeting), fill(text.body), text.next],
    link: { label: text.card, url: `${options.origin}/membership-card` },
  });
}

export type ReviewCopy = {
  subject: string;
  approved: string;
  rejected: string;
  reason: string;
  register: string;
};

/** The outcome of an admin's review, with the reason when it was rejected. */
export function applicationReviewedEmail(options: {
  to: string;
  firstName: string;
  language: Language;
  origin: string;
  review: { status: "approved" } | { status: "rejected"; reason: string };
}): EmailMessage {
  const text = mailMessages[options.language].applicationReview;
  const greet = (value: string) => value.replace("{name}", () => options.firstName);
  const { review } = options;
  return noticeEmail({
    to: options.to,
    kind: "application-reviewed",
    language: options.language,
    subject: text.subject,
    paragraphs:
      review.status === "approved"
        ? [greet(text.approved)]
        : [greet(text.rejected), text.reason, review.reason],
    link:
      review.status === "approved"
        ? { label: text.register, url: `${options.origin}/membership-card` }
        : undefined,
  });
}
