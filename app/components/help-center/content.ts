import { Briefcase, CalendarDays, CreditCard, type LucideIcon, UserRound } from "lucide-react";
import type { helpCenterMessages } from "../../i18n/messages/help-center";

type Key = keyof typeof helpCenterMessages.en;

export const categoryIds = ["account", "membership", "events", "careers"] as const;
export type CategoryId = (typeof categoryIds)[number];

export const categories: { id: CategoryId; icon: LucideIcon; title: Key; text: Key }[] = [
  { id: "account", icon: UserRound, title: "catAccount", text: "catAccountText" },
  { id: "membership", icon: CreditCard, title: "catMembership", text: "catMembershipText" },
  { id: "events", icon: CalendarDays, title: "catEvents", text: "catEventsText" },
  { id: "careers", icon: Briefcase, title: "catCareers", text: "catCareersText" },
];

/** An article or a question: a heading and its text, filed under one category. */
export type HelpEntry = { id: string; category: CategoryId; title: Key; text: Key };

export const articles: HelpEntry[] = [
  { id: "account-setup", category: "account", title: "article1Title", text: "article1Text" },
  { id: "membership-card", category: "membership", title: "article2Title", text: "article2Text" },
  { id: "event-registration", category: "events", title: "article3Title", text: "article3Text" },
  { id: "visa-jobs", category: "careers", title: "article4Title", text: "article4Text" },
  { id: "billing", category: "membership", title: "article5Title", text: "article5Text" },
  { id: "business-listing", category: "careers", title: "article6Title", text: "article6Text" },
];

export const questions: HelpEntry[] = [
  { id: "language", category: "account", title: "question1", text: "answer1" },
  { id: "free-plan", category: "membership", title: "question2", text: "answer2" },
  { id: "refund", category: "membership", title: "question3", text: "answer3" },
  { id: "whatsapp", category: "events", title: "question4", text: "answer4" },
  { id: "tenders", category: "careers", title: "question5", text: "answer5" },
  { id: "my-data", category: "account", title: "question6", text: "answer6" },
  { id: "support-hours", category: "account", title: "question7", text: "answer7" },
];
