import { defineCatalog } from "../define";

/** The help centre (/help-center). Placeholders: {count}, {hours}, {days}, {email}, {privacyEmail}. */
const en = {
  title: "Help Center",
  lead: "Answers about membership, events, jobs and your account.",
  searchLabel: "Search the Help Center",
  searchPlaceholder: "For example: membership card, refund, events",
  resultsCount: "Matching articles and answers: {count}",
  noResults: "Nothing matches your search. Try other words, or contact our support team.",
  categoriesHeading: "Browse by category",
  allCategories: "Show all topics",
  catAccount: "Account & Profile",
  catAccountText: "Signing up, your profile, language and your QR networking card.",
  catMembership: "Membership & Payments",
  catMembershipText: "Plans, your digital membership card, partner discounts and refunds.",
  catEvents: "Events & Community",
  catEventsText: "Event registration, forums and WhatsApp groups.",
  catCareers: "Jobs & Business",
  catCareersText: "The job portal, business directory, tenders and mentorship.",
  articlesHeading: "Popular articles",
  matchingHeading: "Articles",
  loadingArticles: "Loading articles...",
  articlesError: "The articles could not be loaded. Please try again.",
  retry: "Try again",
  readArticle: "Read the article",
  backToArticles: "Back to all articles",
  articleNotFound: "This article could not be found. It may have been removed.",
  inEnglish: "This article is not translated yet, so it is shown in English.",
  articleRegion: "Help article",
  qaHeading: "Quick help",
  question1: "How do I change the site language?",
  answer1:
    "Use the language menu in the header or footer to switch between English, Arabic and Urdu. Your choice is remembered on this device.",
  question2: "Is there a free membership?",
  answer2:
    "Yes. Basic membership is free for Pakistani professionals in Saudi Arabia and includes community forums, the basic job board, networking event invitations and WhatsApp group access.",
  question3: "Can I get my money back?",
  answer3:
    "Yes. Every paid plan has a 30-day money-back guarantee, so you can ask for a full refund within 30 days. You can also cancel any time and keep access until the end of your billing period.",
  question4: "How do I join a WhatsApp group?",
  answer4:
    "Sign in and open WhatsApp Groups. Groups are listed by type (business, jobs, trade, cultural and general), each with its rules and a join button.",
  question5: "Who can see government tenders?",
  answer5:
    "Full tender access is a Premium feature. Upgrade your plan to see tender details and set up tender alerts.",
  question6: "How do I get a copy of my data or have it deleted?",
  answer6:
    "Email our data protection officer at {privacyEmail}. We answer privacy requests within {days} days.",
  question7: "When is the support team available?",
  answer7: "Sunday to Thursday, 9:00–18:00 Arabia time. We reply to emails within {hours} hours.",
  contactHeading: "Still need help?",
  contactText:
    "Our support team is available Sunday to Thursday, 9:00–18:00 Arabia time, and replies to emails within {hours} hours.",
  contactCta: "Contact us",
  emailCta: "Email {email}",
};

export type HelpCenterTexts = typeof en;

export const helpCenterMessages = defineCatalog(en, {
  ar: () => import("./help-center.ar"),
  ur: () => import("./help-center.ur"),
});
