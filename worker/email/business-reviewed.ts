/** The moderation outcomes the owner of a listing hears about. */
import type { BusinessDecision, Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type { BusinessDecision };

export type Copy = { subject: string; body: string; reason: string; link: string };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The "business-reviewed" email: the decision, the admin's reason when given, and a link. */
export function businessReviewedEmail(options: {
  to: string;
  language: Language;
  ownerName: string;
  businessName: string;
  decision: BusinessDecision;
  reason: string | null;
  /** The listing for approvals, the directory otherwise. */
  url: string;
}): EmailMessage {
  const text = mailMessages[options.language].businessReviewed[options.decision];
  const values = { name: options.ownerName, business: options.businessName, reason: options.reason ?? "" };
  return noticeEmail({
    to: options.to,
    kind: "business-reviewed",
    language: options.language,
    subject: fill(text.subject, values),
    paragraphs: [fill(text.body, values), ...(options.reason ? [fill(text.reason, values)] : [])],
    link: { label: text.link, url: options.url },
  });
}
