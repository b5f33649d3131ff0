import type { Language } from "../contract/enums";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

/** Removed: the author hears why. Kept: each member who reported it hears the post stays. */
export type PostModeration = "removed" | "kept";

type Copy = { subject: string; body: string; excerpt: string; reason: string; link: string };

// {excerpt} is the start of the post as the member wrote it; the admin's reason follows on its own line.
const copy: Record<PostModeration, Record<Language, Copy>> = {
  removed: {
    en: {
      subject: "Your post was removed from the SPPC feed",
      body: "Members reported one of your posts and our team reviewed it. It has been removed from the community feed.",
      excerpt: "Your post: {excerpt}",
      reason: "Reason: {reason}",
      link: "Open the community feed",
    },
    ar: {
      subject: "تمت إزالة منشورك من موجز SPPC",
      body: "أبلغ أعضاء عن أحد منشوراتك وقام فريقنا بمراجعته. تمت إزالته من موجز المجتمع.",
      excerpt: "منشورك: {excerpt}",
      reason: "السبب: {reason}",
      link: "فتح موجز المجتمع",
    },
    ur: {
      subject: "آپ کی پوسٹ SPPC فیڈ سے ہٹا دی گئی",
      body: "ممبران نے آپ کی ایک پوسٹ کی شکایت کی اور ہماری ٹیم نے اس کا جائزہ لیا۔ اسے کمیونٹی فیڈ سے ہٹا دیا گیا ہے۔",
      excerpt: "آپ کی پوسٹ: {excerpt}",
      reason: "وجہ: {reason}",
      link: "کمیونٹی فیڈ کھولیں",
    },
  },
  kept: {
    en: {
      subject: "We reviewed the post you reported",
      body: "Thank you for reporting a post. Our team reviewed it and found that it follows the community guidelines, so it stays in the feed.",
      excerpt: "The post: {excerpt}",
      reason: "Note from the team: {reason}",
      link: "Open the community feed",
    },
    ar: {
      subject: "راجعنا المنشور الذي أبلغت عنه",
      body: "شكرًا لإبلاغك عن منشور. راجعه فريقنا ووجد أنه يتوافق مع إرشادات المجتمع، لذلك سيبقى في الموجز.",
      excerpt: "المنشور: {excerpt}",
      reason: "ملاحظة من الفريق: {reason}",
      link: "فتح موجز المجتمع",
    },
    ur: {
      subject: "ہم نے آپ کی رپورٹ کردہ پوسٹ کا جائزہ لے لیا",
      body: "پوسٹ کی شکایت کرنے کا شکریہ۔ ہماری ٹیم نے اس کا جائزہ لیا اور یہ کمیونٹی کے اصولوں کے مطابق ہے، اس لیے یہ فیڈ میں رہے گی۔",
      excerpt: "پوسٹ: {excerpt}",
      reason: "ٹیم کی طرف سے نوٹ: {reason}",
      link: "کمیونٹی فیڈ کھولیں",
    },
  },
};

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
  const text = copy[options.outcome][options.language];
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
