import { Briefcase, CalendarDays, CreditCard, type LucideIcon, UserRound } from "lucide-react";
import type { HelpCategory } from "../../../worker/contract/enums";
import type { helpCenterMessages } from "../../i18n/messages/help-center";

type Key = keyof typeof helpCenterMessages.en;

/** The four categories are the API's list (help_articles.category). */
export type CategoryId = HelpCategory;

export const categories: { id: CategoryId; icon: LucideIcon; title: Key; text: Key }[] = [
  { id: "account", icon: UserRound, title: "catAccount", text: "catAccountText" },
  { id: "membership", icon: CreditCard, title: "catMembership", text: "catMembershipText" },
  { id: "events", icon: CalendarDays, title: "catEvents", text: "catEventsText" },
  { id: "careers", icon: Briefcase, title: "catCareers", text: "catCareersText" },
];

/** A quick-help question: a heading and its answer, filed under one category. (Articles come from the API.) */
export type HelpEntry = { id: string; category: CategoryId; title: Key; text: Key };

export const questions: HelpEntry[] = [
  { id: "language", category: "account", title: "question1", text: "answer1" },
  { id: "free-plan", category: "membership", title: "question2", text: "answer2" },
  { id: "refund", category: "membership", title: "question3", text: "answer3" },
  { id: "whatsapp", category: "events", title: "question4", text: "answer4" },
  { id: "tenders", category: "careers", title: "question5", text: "answer5" },
  { id: "my-data", category: "account", title: "question6", text: "answer6" },
  { id: "support-hours", category: "account", title: "question7", text: "answer7" },
];
