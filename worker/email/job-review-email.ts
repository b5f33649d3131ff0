import type { Language } from "../contract/enums";
import { mailDay } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

export type JobReviewOutcome = "approved" | "rejected" | "hidden";

export type Copy = { subject: string; paragraphs: string[]; linkLabel: string };
type Vars = { title: string; reason: string; until: string };

const fill = (text: string, vars: Vars) =>
  text.replace(/\{(title|reason|until)\}/g, (_, name: keyof Vars) => vars[name]);

/**
 * The "job-reviewed" notice to the member who posted a job, in their preferred language: approved
 * (links to the job), rejected or hidden (with the admin's reason; links to their posts).
 */
export function jobReviewedEmail(options: {
  to: string;
  language: Language;
  outcome: JobReviewOutcome;
  title: string;
  reason?: string;
  slug: string;
  expiresAt: string;
  origin: string;
}): EmailMessage {
  const block = mailMessages[options.language].jobReview[options.outcome];
  const vars: Vars = {
    title: options.title,
    reason: options.reason ?? "",
    until: mailDay(options.expiresAt, options.language),
  };
  const url =
    options.outcome === "approved"
      ? `${options.origin}/jobs/${encodeURIComponent(options.slug)}`
      : `${options.origin}/jobs/new`;
  return noticeEmail({
    to: options.to,
    kind: "job-reviewed",
    language: options.language,
    subject: fill(block.subject, vars),
    paragraphs: block.paragraphs.map((text) => fill(text, vars)),
    link: { label: block.linkLabel, url },
  });
}
