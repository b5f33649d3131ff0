import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

/** Removed: the author hears why. Kept: each member who reported it hears the post stays. */
export type PostModeration = "removed" | "kept";

export type Copy = { subject: string; body: string; excerpt: string; reason: string; link: string };

const EXCERPT_CHARS = 200;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/** The outcome of a reported post, to its author (removed) or to a member who reported it (kept). */
export function postModeratedEmail(options: {
  to: string;
  language: Language;
  outcome: PostModeration;
  content: string;
  reason: string | null;
  origin: string;
}): EmailMessage {
  const text = mailMessages[options.language].postModerated[options.outcome];
  const excerpt =
    options.content.length > EXCERPT_CHARS
      ? `${options.content.slice(0, EXCERPT_CHARS - 1)}…`
      : options.content;
  const values = { excerpt, reason: options.reason ?? "" };
  return noticeEmail({
    to: options.to,
    kind: "content-reviewed",
    language: options.language,
    subject: text.subject,
    paragraphs: [
      text.body,
      fill(text.excerpt, values),
      ...(options.reason ? [fill(text.reason, values)] : []),
    ],
    link: { label: text.link, url: `${options.origin}/community` },
  });
}
