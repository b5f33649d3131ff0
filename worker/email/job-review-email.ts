import type { Language } from "../contract/enums";
import { mailDay } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { noticeEmail } from "./notice";

export type JobReviewOutcome = "approved" | "rejected" | "hidden";

type Copy = { subject: string; paragraphs: string[]; linkLabel: string };
type Vars = { title: string; reason: string; until: string };

// One block per language; {title}, {reason} and {until} are what the member typed or the dates.
const copy: Record<Language, Record<JobReviewOutcome, Copy>> = {
  en: {
    approved: {
      subject: 'Your job "{title}" is live',
      paragraphs: [
        'Good news: your job post "{title}" was approved and is now listed on the SPPC job portal.',
        "It stays listed until {until}.",
      ],
      linkLabel: "View your job",
    },
    rejected: {
      subject: 'Your job "{title}" was not approved',
      paragraphs: [
        'Thank you for posting "{title}". Our team reviewed it and could not approve it.',
        "Reason: {reason}",
        "You are welcome to post it again with these changes.",
      ],
      linkLabel: "Post a job",
    },
    hidden: {
      subject: 'Your job "{title}" was hidden',
      paragraphs: ['Your job post "{title}" is no longer listed on the SPPC job portal.', "Reason: {reason}"],
      linkLabel: "See your job posts",
    },
  },
  ar: {
    approved: {
      subject: 'وظيفتك "{title}" منشورة الآن',
      paragraphs: [
        'أخبار سارة: تمت الموافقة على إعلان وظيفتك "{title}" وهو الآن معروض في بوابة وظائف SPPC.',
        "سيبقى معروضًا حتى {until}.",
      ],
      linkLabel: "عرض وظيفتك",
    },
    rejected: {
      subject: 'لم تتم الموافقة على وظيفتك "{title}"',
      paragraphs: [
        'شكرًا لنشرك "{title}". راجع فريقنا الإعلان ولم يتمكن من الموافقة عليه.',
        "السبب: {reason}",
        "يمكنك نشره مرة أخرى بعد إجراء هذه التعديلات.",
      ],
      linkLabel: "انشر وظيفة",
    },
    hidden: {
      subject: 'تم إخفاء وظيفتك "{title}"',
      paragraphs: ['إعلان وظيفتك "{title}" لم يعد معروضًا في بوابة وظائف SPPC.', "السبب: {reason}"],
      linkLabel: "عرض إعلاناتك",
    },
  },
  ur: {
    approved: {
      subject: 'آپ کی ملازمت "{title}" اب شائع ہو گئی ہے',
      paragraphs: [
        'خوشخبری: آپ کی ملازمت کا اشتہار "{title}" منظور ہو گیا ہے اور اب SPPC جاب پورٹل پر موجود ہے۔',
        "یہ {until} تک دکھایا جائے گا۔",
      ],
      linkLabel: "اپنی ملازمت دیکھیں",
    },
    rejected: {
      subject: 'آپ کی ملازمت "{title}" منظور نہیں ہوئی',
      paragraphs: [
        '"{title}" شائع کرنے کا شکریہ۔ ہماری ٹیم نے اس کا جائزہ لیا مگر اسے منظور نہیں کر سکی۔',
        "وجہ: {reason}",
        "آپ یہ تبدیلیاں کر کے اسے دوبارہ شائع کر سکتے ہیں۔",
      ],
      linkLabel: "ملازمت شائع کریں",
    },
    hidden: {
      subject: 'آپ کی ملازمت "{title}" چھپا دی گئی ہے',
      paragraphs: [
        'آپ کی ملازمت کا اشتہار "{title}" اب SPPC جاب پورٹل پر نہیں دکھایا جا رہا۔',
        "وجہ: {reason}",
      ],
      linkLabel: "اپنے اشتہارات دیکھیں",
    },
  },
};

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
  const block = copy[options.language][options.outcome];
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
