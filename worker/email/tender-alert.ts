import type { Language } from "../contract/enums";
import type { TenderCategory } from "../contract/tenders";
import { mailDay } from "./mail-content";
import type { EmailMessage } from "./mailer";
import { mailMessages } from "./messages";
import { noticeEmail } from "./notice";

type AlertTender = {
  slug: string;
  title: string;
  organization: string;
  value: string;
  deadline: string;
  category: TenderCategory;
  description: string;
};

export type Copy = {
  subject: (title: string) => string;
  intro: (category: string) => string;
  organization: string;
  value: string;
  deadline: string;
  upgrade: (url: string) => string;
  why: (category: string) => string;
  button: string;
};

/**
 * The alert one subscriber receives when a tender of their category is published, in their
 * language. Premium and Executive members get the teaser and value; basic members get the title,
 * organization and deadline only, and are told that details need Premium.
 */
export function tenderAlertEmail(options: {
  to: string;
  language: Language;
  premium: boolean;
  tender: AlertTender;
  origin: string;
}): EmailMessage {
  const { tender, language, premium, origin } = options;
  const words = mailMessages[language].tenderAlert;
  const category = mailMessages[language].tenderCategories[tender.category];
  const facts = [
    tender.title,
    `${words.organization}: ${tender.organization}`,
    ...(premium ? [`${words.value}: ${tender.value}`] : []),
    `${words.deadline}: ${mailDay(tender.deadline, language)}`,
  ].join("\n");
  return noticeEmail({
    to: options.to,
    kind: "tender-alert",
    language,
    subject: words.subject(tender.title),
    paragraphs: [
      words.intro(category),
      facts,
      premium ? tender.description : words.upgrade(`${origin}/subscription`),
      words.why(category),
    ],
    link: { label: words.button, url: `${origin}/tenders?tender=${encodeURIComponent(tender.slug)}` },
  });
}
