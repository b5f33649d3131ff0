import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type PhotoDecision = "approved" | "rejected";

export type Copy = { subject: string; body: string; reason: string; link: string };

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The uploader hears whether their event photo went into the gallery, with the admin's reason. */
export function photoReviewedEmail(options: {
  to: string;
  language: Language;
  eventName: string;
  decision: PhotoDecision;
  reason: string | null;
  origin: string;
}): EmailMessage {
  const text = mailMessages[options.language].photoReviewed[options.decision];
  const values = { event: options.eventName, reason: options.reason ?? "" };
  return noticeEmail({
    to: options.to,
    kind: "content-reviewed",
    language: options.language,
    subject: fill(text.subject, values),
    paragraphs: [fill(text.body, values), ...(options.reason ? [fill(text.reason, values)] : [])],
    link: { label: text.link, url: `${options.origin}/events` },
  });
}
